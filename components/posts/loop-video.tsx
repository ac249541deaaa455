'use client';

import { useEffect, useRef, useState } from 'react';

import { PauseIcon, PlayIcon, SoundIcon } from '@/components/ui/icons';
import buttons from '@/components/ui/media-button.module.css';

import styles from './loop-video.module.css';
import { useInView } from './use-in-view';

/** The post page's own buttons for its cover video (play or pause, sound on or off). */
export type VideoControls = {
  label: string;
  play: string;
  pause: string;
  soundOn: string;
  soundOff: string;
};

type Props = {
  src: string;
  poster: string | null;
  width: number;
  height: number;
  className?: string;
  /** The post page gives its video buttons (so sound can be turned on); cards are decorative. */
  controls?: VideoControls;
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
 * the poster stays for reduced motion. The post page's video has two buttons of ours rather than
 * the browser's controls: a looping clip needs no timeline, and the browser's controls restyle
 * themselves several times a second while it plays, which a phone pays for the whole time.
 */
export function LoopVideo({ src, poster, width, height, className, controls }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const inView = useInView(ref, { threshold: 0.25 });
  // Set once the visitor pauses it: then it stays paused, in view or not.
  const stopped = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    // React sets `muted` as a property, after mount; autoplay is allowed only when muted. Set once,
    // so a visitor who turns the sound on keeps it.
    if (ref.current) ref.current.muted = true;
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!inView || stopped.current) {
      video.pause();
      return;
    }
    // Reduced motion: never on its own; the post page's play button still plays it.
    if (prefersReducedMotion()) return;
    video.play().catch(() => {
      // Blocked by the browser or unplayable: the poster stays, which is fine.
    });
  }, [inView]);

  const video = (
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
      aria-label={controls?.label}
      aria-hidden={controls ? undefined : true}
      tabIndex={controls ? undefined : -1}
      onPlay={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
    >
      <source src={src} type={mimeType(src)} />
    </video>
  );
  if (!controls) return video;

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    stopped.current = playing;
    if (playing) {
      element.pause();
    } else {
      element.play().catch(() => {
        // Unplayable: the button stays on play.
      });
    }
  };
  const toggleSound = () => {
    const element = ref.current;
    if (element) element.muted = !element.muted;
  };

  return (
    <>
      {video}
      <div className={styles.controls}>
        <button
          type="button"
          className={buttons.button}
          onClick={toggle}
          aria-label={playing ? controls.pause : controls.play}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={buttons.button}
          onClick={toggleSound}
          aria-label={muted ? controls.soundOn : controls.soundOff}
        >
          <SoundIcon muted={muted} />
        </button>
      </div>
    </>
  );
}
