'use client';

import { useEffect, useRef, useState } from 'react';

import { useInView } from '@/components/posts/use-in-view';
import { probe } from '@/components/ui/probe';
import { MAP_ORIGIN } from '@/lib/content/map';

import styles from './contact.module.css';

type Props = {
  embedUrl: string;
  linkUrl: string;
  address: string;
  labels: { map: string; open: string };
};
type State = 'idle' | 'mounted' | 'loaded' | 'failed';

// A frame that fails to load still fires `load` (with the browser's error page), so the service is
// first probed with a small image of its own, which fails when it is unreachable.
const PROBE_URL = `${MAP_ORIGIN}/favicon.ico`;
const PROBE_TIMEOUT_MS = 4000;
const LOAD_TIMEOUT_MS = 10_000;

/**
 * The contact map: never part of the first render (nothing waits for the maps service); mounted
 * once the box nears the viewport and the service answers. Until the map has loaded, and for good
 * when it cannot, the box is a link to the address on a maps site.
 */
export function ContactMap({ embedUrl, linkUrl, address, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box, { rootMargin: '200px' });
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (!near || state !== 'idle') return;
    return probeImage(PROBE_URL, PROBE_TIMEOUT_MS, (reachable) =>
      setState(reachable ? 'mounted' : 'failed'),
    );
  }, [near, state]);

  useEffect(() => {
    if (state !== 'mounted') return;
    const timer = setTimeout(() => setState('failed'), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const loaded = state === 'loaded';
  return (
    <div ref={box} className={styles.map} data-state={state}>
      <a
        href={linkUrl}
        className={styles.fallback}
        target="_blank"
        rel="noopener noreferrer"
        aria-hidden={loaded || undefined}
        tabIndex={loaded ? -1 : undefined}
      >
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.8" r="2.3" />
        </svg>
        <span className={styles.fallbackAddress}>{address}</span>
        <span className={styles.fallbackAction}>{labels.open}</span>
      </a>
      {state === 'mounted' || loaded ? (
        <iframe
          src={embedUrl}
          title={labels.map}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className={styles.frame}
          data-loaded={loaded}
          onLoad={() => setState('loaded')}
        />
      ) : null}
    </div>
  );
}

/** Loads an image to learn whether its host answers (components/ui/probe.ts). */
function probeImage(src: string, timeoutMs: number, report: (reachable: boolean) => void) {
  return probe(
    (answer) => {
      const image = new Image();
      image.onload = () => answer(true);
      image.onerror = () => answer(false);
      image.referrerPolicy = 'no-referrer';
      image.src = src;
      return () => {
        image.src = '';
      };
    },
    timeoutMs,
    report,
  );
}
