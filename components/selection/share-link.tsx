'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';

import styles from './selection.module.css';

type Props = { url: string; title: string };

const noSubscription = () => () => {};

/**
 * Copy a link to the clipboard, and on devices with a share sheet (phones), share it. The result
 * of a copy is said in a live region, so screen readers hear it too.
 */
export function ShareLink({ url, title }: Props) {
  const t = useTranslations('Favorites');
  // Known only in the browser; the server renders no Share button, so hydration agrees.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the sheet rejects too: nothing to say.
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={copyLink}>
        {t('copyLink')}
      </button>
      {canShare ? (
        <button type="button" className={styles.button} onClick={share}>
          {t('share')}
        </button>
      ) : null}
      <p role="status" className={styles.shareStatus}>
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
