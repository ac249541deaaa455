'use client';

import { useLocale, useTranslations } from 'next-intl';

import { defaultLocale } from '@/lib/i18n/routing';

import styles from './error-view.module.css';

type Props = { status: number; message: string; onRetry?: () => void };

/**
 * The error page (docs/product.md, "Error pages"): status, message and an animation; Return and
 * HOME for 404 only.
 */
export function ErrorView({ status, message, onRetry }: Props) {
  const t = useTranslations('Error');
  const locale = useLocale();
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <div className={styles.animation} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p className={styles.status}>{status}</p>
      <h1 id="error-title" className={styles.message}>
        {message}
      </h1>
      {status === 404 ? (
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => window.history.back()}>
            {t('return')}
          </button>
          {/* A plain link: leaving an error page loads the home afresh. It also keeps the localized
              Link's code out of the error boundaries, which every page loads. */}
          <a href={locale === defaultLocale ? '/' : `/${locale}`} className={styles.button}>
            {t('home')}
          </a>
        </div>
      ) : (
        <div className={styles.actions}>
          <p className={styles.hint}>{t('unavailable')}</p>
          {onRetry ? (
            <button type="button" className={styles.button} onClick={onRetry}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
