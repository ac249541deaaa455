'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

import { PlainImage } from '@/components/ui/plain-image';
import type { Video } from '@/lib/integration/types';

import styles from './galleries.module.css';

// react-player is large: it loads only when a visitor presses play.
const ReactPlayer = dynamic(() => import('react-player'), { ssr: false });

/** How long a provider may take to get ready before the poster and link come back. */
const READY_TIMEOUT_MS = 12_000;

const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

type State = 'poster' | 'loading' | 'playing' | 'failed';

/**
 * A video of the gallery: its poster with a play button and a link to the video. The player is
 * mounted on play under the poster and shown only once the provider is ready; an error or no
 * answer in time brings back the poster, so a visitor never sees a broken frame. A video on a site
 * the profile cannot play (no provider) is its poster and the link.
 */
export function VideoTile({ video, label }: { video: Video; label: string }) {
  const t = useTranslations('TalentsClient');
  const [state, setState] = useState<State>('poster');
  const frame = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('failed'), READY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  // The play button goes away with the poster: keep keyboard focus in the tile.
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || frame.current?.contains(active);
    if (state === 'failed' && lost) link.current?.focus();
    if (state === 'playing' && lost) frame.current?.focus();
  }, [state]);

  const mounted = state === 'loading' || state === 'playing';
  return (
    <figure className={styles.video} data-state={state}>
      <div ref={frame} className={styles.frame} tabIndex={-1}>
        {mounted ? (
          <ReactPlayer
            src={video.url}
            playing
            controls
            width="100%"
            height="100%"
            className={styles.player}
            // Not onReady: react-player calls it on loadstart, before the provider has answered
            // (a frame without network would show). Metadata means the provider's player works.
            onLoadedMetadata={() => setState('playing')}
            onError={() => setState('failed')}
          />
        ) : null}
        {state === 'playing' ? null : (
          <div className={styles.poster}>
            <PlainImage src={video.src} alt="" fill sizes="(min-width: 1024px) 50vw, 100vw" />
            {state === 'failed' ? (
              <p className={styles.overlay} role="status">
                {t('videoUnavailable')}
              </p>
            ) : video.provider === null ? null : (
              <button
                type="button"
                className={styles.play}
                aria-label={state === 'loading' ? t('videoLoading') : label}
                aria-disabled={state === 'loading'}
                onClick={() => setState('loading')}
              >
                <PlayIcon />
              </button>
            )}
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <a ref={link} href={video.url} target="_blank" rel="noopener noreferrer">
          {video.provider ? t('watchOn', { provider: PROVIDERS[video.provider] }) : t('watchVideo')}
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
