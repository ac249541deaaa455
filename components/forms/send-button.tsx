'use client';

import { useTranslations } from 'next-intl';

import { Spinner } from '@/components/ui/spinner';

import styles from './forms.module.css';
import type { SendFailure, SendStatus } from './use-send-states';

type Props = { status: SendStatus; failure: SendFailure | null };

/** The send button with its three labels (send, sending, sent), and what a screen reader hears. */
export function SendButton({ status, failure }: Props) {
  const t = useTranslations('Forms');
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className={styles.submit}
        data-status={status}
        disabled={status !== 'idle'}
      >
        {status === 'sending' ? <Spinner className={styles.spinner} /> : null}
        {status === 'sent' ? <CheckMark /> : null}
        <span>{t(status === 'idle' ? 'send' : status)}</span>
      </button>
      <p role="status" className="visually-hidden">
        {status === 'sent' ? t('sentStatus') : ''}
      </p>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {t(failure)}
        </p>
      ) : null}
    </div>
  );
}

function CheckMark() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4.5 12.5l5 5 10-11" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
