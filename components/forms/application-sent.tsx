'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { withCountTexts } from '@/lib/format/count';
import type { Application } from '@/lib/schemas/application';

import type { Retention } from './consent-fields';
import { SentPanel } from './sent-panel';

type Props = { sent: Application; retention: Retention; onAnother(): void };

/**
 * What scouting does with an application, where it will answer (a minor's guardian), and how long
 * the application is kept.
 */
export function ApplicationSent({ sent, retention, onAnother }: Props) {
  const t = useTranslations('Forms.sentPanel');
  const locale = useLocale();
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  // A minor's application has a guardian (lib/schemas/who-applies.ts).
  const minor = sent.guardian_name !== '';
  return (
    <SentPanel
      title={t('applicationTitle')}
      level={2}
      anotherLabel={t('applicationAnother')}
      onAnother={onAnother}
    >
      <p>
        {minor
          ? t.rich('applicationNextGuardian', { email: sent.guardian_email, strong })
          : t.rich('applicationNext', { name: sent.realname, email: sent.email, strong })}
      </p>
      <p>
        {minor ? t('applicationMeetingMinor', { name: sent.realname }) : t('applicationMeeting')}
      </p>
      <p>
        {t(
          'applicationKept',
          withCountTexts(
            {
              castings: sent.castings ? 'yes' : 'no',
              months: sent.castings
                ? Math.max(retention.months, retention.castingsMonths)
                : retention.months,
            },
            locale,
          ),
        )}
      </p>
    </SentPanel>
  );
}
