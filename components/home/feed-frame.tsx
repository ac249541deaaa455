'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { InstagramIcon } from '@/components/ui/icons';

import { probeProvider, rememberChoice, rememberedChoice, unchanging } from './feed-access';
import styles from './social-feed.module.css';

export type FeedFrameLabels = {
  show: string;
  loading: string;
  frame: string;
  failed: string;
  open: string;
};

type Props = { embedUrl: string; profileUrl: string; labels: FeedFrameLabels };

// A widget runs its own scripts and opens posts on Instagram in a new tab; it may not navigate the
// site, submit forms, or reach the site's storage (its own origin only).
export const FEED_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
// A frame that fails to load still fires `load` (with the browser's error page), so the provider
// is asked directly whether it answers (probeProvider), at the same time as the frame loads.
const PROBE_TIMEOUT_MS = 5000;
const LOAD_TIMEOUT_MS = 10_000;

/**
 * The island of the home's Instagram section (docs/product.md, "Home"): a button until the visitor
 * asks, then the provider's frame; the follow link when the provider cannot be reached. Nothing
 * reaches the provider before the click, or before a click earlier in the visit.
 */
export function FeedFrame({ embedUrl, profileUrl, labels }: Props) {
  const [clicked, setClicked] = useState(false);
  // Read after hydration (the server's snapshot is false), so the server's markup and the first
  // render agree.
  const remembered = useSyncExternalStore(unchanging, rememberedChoice, () => false);
  const asked = clicked || remembered;
  const [reachable, setReachable] = useState<boolean | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const buttonHadFocus = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const failed = reachable === false || timedOut;
  const shown = !failed && reachable === true && loaded;

  // The button leaves when the frame or the link takes its place: a focus on it follows it there.
  // Whether it has the focus is read before each change that may remove it.
  const settle = (change: () => void) => {
    buttonHadFocus.current = document.activeElement === button.current;
    change();
  };

  useEffect(() => {
    if (!asked) return;
    return probeProvider(embedUrl, PROBE_TIMEOUT_MS, (answer) =>
      settle(() => setReachable(answer)),
    );
  }, [asked, embedUrl]);

  useEffect(() => {
    if (!asked || shown || failed) return;
    const timer = setTimeout(() => settle(() => setTimedOut(true)), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [asked, shown, failed]);

  useEffect(() => {
    if (!buttonHadFocus.current || !(shown || failed)) return;
    buttonHadFocus.current = false;
    (shown ? frame.current : link.current)?.focus();
  }, [shown, failed]);

  const show = () => {
    rememberChoice();
    setClicked(true);
  };

  return (
    <>
      <p role="status" className={failed ? styles.failed : 'visually-hidden'}>
        {failed ? labels.failed : ''}
      </p>
      {shown || failed ? null : (
        <button
          ref={button}
          type="button"
          className={styles.show}
          aria-disabled={asked || undefined}
          onClick={asked ? undefined : show}
        >
          {asked ? labels.loading : labels.show}
        </button>
      )}
      {failed ? (
        <a
          ref={link}
          href={profileUrl}
          className={styles.open}
          target="_blank"
          rel="noopener noreferrer"
        >
          <InstagramIcon />
          {labels.open}
        </a>
      ) : null}
      {asked && !failed ? (
        <iframe
          ref={frame}
          src={embedUrl}
          title={labels.frame}
          loading="lazy"
          sandbox={FEED_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          className={styles.frame}
          data-shown={shown}
          aria-hidden={shown ? undefined : true}
          tabIndex={shown ? undefined : -1}
          onLoad={() => settle(() => setLoaded(true))}
        />
      ) : null}
    </>
  );
}
