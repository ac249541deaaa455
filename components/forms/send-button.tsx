'use client';

import { useTranslations } from 'next-intl';

import { Spinner } from '@/components/ui/spinner';

import styles from './forms.module.css';
import { useSendProgress, type SendProgress } from './send-progress';
import type { SendFailure, SendStatus } from './use-send-states';

type Props = {
  status: SendStatus;
  failure: SendFailure | null;
  /** A long send (the application's photos): shown as it goes, with a way to cancel it. */
  upload?: { progress: SendProgress; cancel(): void };
};

/**
 * The send button (send, sending; a sent form is replaced by its confirmation, sent-panel.tsx) and
 * why a send failed. An upload shows how much has gone and can be cancelled; once it failed, the
 * button offers a retry.
 */
export function SendButton({ status, failure, upload }: Props) {
  const t = useTranslations('Forms');
  const retry = upload && status === 'idle' && (failure === 'failed' || failure === 'cancelled');
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className={styles.submit}
        data-status={status}
        disabled={status !== 'idle'}
      >
        {status === 'sending' ? <Spinner className={styles.spinner} /> : null}
        <span>{t(retry ? 'retry' : status === 'idle' ? 'send' : 'sending')}</span>
      </button>
      {upload && status === 'sending' ? <UploadProgress {...upload} /> : null}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {t(failure)}
        </p>
      ) : null}
    </div>
  );
}

function UploadProgress({ progress, cancel }: { progress: SendProgress; cancel(): void }) {
  const t = useTranslations('Forms');
  const percent = useSendProgress(progress);
  if (percent === null) return null;
  return (
    <div className={styles.upload}>
      <progress
        className={styles.uploadBar}
        max={100}
        value={percent}
        aria-label={t('progressLabel')}
      />
      <span className={styles.uploadText} aria-hidden="true">
        {t('progress', { percent })}
      </span>
      <button type="button" className={styles.cancel} onClick={cancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
