'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

import { autoplaySrc } from '@/lib/video/embed';

import { probeByFetch } from './probe';
import { Spinner } from './spinner';
import styles from './video-player.module.css';

export type VideoPlayerLabels = {
  /** The play button's name ("Play video 1 of Ana"). */
  play: string;
  /** The play button's name while the frame loads. */
  loading: string;
  /** Said when the provider cannot be reached; the link stays. */
  unavailable: string;
  /** The link to the video on its provider ("Watch on YouTube"). */
  watch: string;
  /** The frame's title, for assistive technology. */
  frame: string;
};

type Props = {
  /** The provider's embed frame (lib/video/embed.ts); null for a video offered as a link only. */
  src: string | null;
  /** The video's page on its provider: the caption's link, and the fallback. */
  watchUrl: string;
  labels: VideoPlayerLabels;
  /** The poster: our own still, drawn by the caller (server or client), or nothing. */
  poster?: ReactNode;
  className?: string;
};

type State = 'poster' | 'loading' | 'playing' | 'failed';

/** How long the provider has to answer at all, then to load its frame, before the link comes back. */
const PROBE_TIMEOUT_MS = 5000;
const LOAD_TIMEOUT_MS = 12_000;
const ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

/**
 * A YouTube or Vimeo video (docs/product.md, "Videos"): our poster and play button, and the
 * provider's plain embed frame only once the visitor presses play, started at once. No provider
 * script runs on our pages: the player's code runs in its own frame. While the frame loads the
 * poster stays with a spinner; a frame that fails to load still fires `load` (with the browser's
 * error page), so the provider is asked at the same time whether it answers, and one that does
 * not, or a frame not loaded in time, brings back the poster with a message and the link.
 */
export function VideoPlayer({ src, watchUrl, labels, poster, className }: Props) {
  const [asked, setAsked] = useState(false);
  const [reachable, setReachable] = useState<boolean | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  // Whether the play button had the focus when it was pressed: the focus then follows it to the
  // frame, or to the link when the video cannot play.
  const followFocus = useRef(false);
  const failed = asked && (reachable === false || timedOut);
  const state: State = !asked
    ? 'poster'
    : failed
      ? 'failed'
      : reachable && loaded
        ? 'playing'
        : 'loading';

  useEffect(() => {
    if (!asked || !src) return;
    return probeByFetch(src, PROBE_TIMEOUT_MS, setReachable);
  }, [asked, src]);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setTimedOut(true), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!followFocus.current || (state !== 'playing' && state !== 'failed')) return;
    followFocus.current = false;
    // Not scrolled to: the visitor may have scrolled elsewhere while the player loaded.
    (state === 'playing' ? frame.current : link.current)?.focus({ preventScroll: true });
  }, [state]);

  const play = () => {
    if (asked) return;
    followFocus.current = document.activeElement === button.current;
    setAsked(true);
  };

  const mounted = src !== null && (state === 'loading' || state === 'playing');
  return (
    <figure className={`${styles.video} ${className ?? ''}`} data-state={state}>
      <div className={styles.box}>
        {mounted ? (
          <iframe
            ref={frame}
            src={autoplaySrc(src)}
            title={labels.frame}
            allow={ALLOW}
            referrerPolicy="strict-origin-when-cross-origin"
            className={styles.frame}
            aria-hidden={state === 'playing' ? undefined : true}
            tabIndex={state === 'playing' ? undefined : -1}
            onLoad={() => setLoaded(true)}
          />
        ) : null}
        {state === 'playing' ? null : (
          <div className={styles.poster}>
            {poster}
            {src !== null && state !== 'failed' ? (
              <button
                ref={button}
                type="button"
                className={styles.play}
                aria-label={state === 'loading' ? labels.loading : labels.play}
                aria-disabled={state === 'loading' || undefined}
                onClick={play}
              >
                {state === 'loading' ? <Spinner className={styles.spinner} /> : <PlayIcon />}
              </button>
            ) : null}
          </div>
        )}
        <p role="status" className={state === 'failed' ? styles.message : 'visually-hidden'}>
          {state === 'failed' ? labels.unavailable : state === 'loading' ? labels.loading : ''}
        </p>
      </div>
      <figcaption className={styles.caption}>
        <a ref={link} href={watchUrl} target="_blank" rel="noopener noreferrer">
          {labels.watch}
        </a>
      </figcaption>
    </figure>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
