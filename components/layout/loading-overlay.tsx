'use client';

import { useTranslations } from 'next-intl';

import { Spinner } from '@/components/ui/spinner';
import { useSiteStore } from '@/stores/shell';

import styles from './client-shell.module.css';

/** The global loading overlay, shown while the language switches. */
export function LoadingOverlay() {
  const loading = useSiteStore((state) => state.loading);
  const t = useTranslations('Status');
  if (!loading) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <Spinner className={styles.spinner} />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
