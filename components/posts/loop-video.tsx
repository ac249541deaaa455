'use client';

import { useEffect, useRef } from 'react';

import { useInView } from './use-in-view';

type Props = {
  src: string;
  poster: string | null;
  width: number;
  height: number;
  className?: string;
  /** The post page shows controls (so sound can be turned on); cards are decorative. */
  controls?: boolean;
  label?: string;
};

function mimeType(src: string): string | undefined {
  if (/webm/i.test(src)) return 'video/webm';
  if (/mp4/i.test(src)) return 'video/mp4';
  return undefined;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A muted looping video that plays only while in view (docs/product.md, "News and magazine list");
 * the poster stays for reduced motion.
 */
export function LoopVideo({
  src,
  poster,
  width,
  height,
  className,
  controls = false,
  label,
}: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const inView = useInView(ref, { threshold: 0.25 });

  useEffect(() => {
    // React sets `muted` as a property, after mount; autoplay is allowed only when muted. Set once,
    // so a visitor who turns the sound on keeps it.
    if (ref.current) ref.current.muted = true;
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!inView) {
      video.pause();
      return;
    }
    if (prefersReducedMotion()) return;
    video.play().catch(() => {
      // Blocked by the browser or unplayable: the poster stays, which is fine.
    });
  }, [inView]);

  return (
    <video
      ref={ref}
      className={className}
      width={width}
      height={height}
      poster={poster ?? undefined}
      muted
      loop
      playsInline
      preload={controls ? 'metadata' : 'none'}
      controls={controls}
      aria-label={controls ? label : undefined}
      aria-hidden={controls ? undefined : true}
      tabIndex={controls ? undefined : -1}
    >
      <source src={src} type={mimeType(src)} />
    </video>
  );
}
