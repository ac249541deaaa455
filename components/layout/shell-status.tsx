import { getTranslations } from 'next-intl/server';

import { Spinner } from '@/components/ui/spinner';

import styles from './client-shell.module.css';

/**
 * The shell's two status messages as the page's own markup: the offline notice (its live region
 * is there from the start, so the message is announced when it arrives) and the overlay shown
 * while the language switches. Listeners show them (connection-status.ts, link-routing.ts); no
 * component hydrates for them.
 */
export async function ShellStatus() {
  const t = await getTranslations('Status');
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className={styles.notice}
        data-offline-notice={t('offline')}
      />
      <div className={styles.overlay} role="status" aria-live="polite" hidden data-loading-overlay>
        <Spinner className={styles.spinner} />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </>
  );
}
