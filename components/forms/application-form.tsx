'use client';

import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { FormProvider, type DefaultValues } from 'react-hook-form';

import { applicationToFormData } from '@/lib/forms/application-payload';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency-key';
import type { Option } from '@/lib/integration/types';
import type { Application, ApplicationInput } from '@/lib/schemas/application';
import type { MeasureOption } from '@/lib/schemas/options';

import { ApplicantFields } from './applicant-fields';
import styles from './forms.module.css';
import { Honeypot } from './honeypot';
import { MeasureFields } from './measure-fields';
import { PhotoFields } from './photo-fields';
import { PhotoPreparationsContext, usePhotoPreparations } from './photo-preparations';
import { PlaceFields } from './place-fields';
import { PrivacyField } from './privacy-field';
import { SendButton } from './send-button';
import { SentPanel } from './sent-panel';
import { upload } from './upload';
import { useSendForm } from './use-send-form';

const EMPTY: DefaultValues<ApplicationInput> = {
  realname: '',
  gender: 'woman',
  email: '',
  phone: '',
  instagr: '',
  height: '',
  bust: '',
  waist: '',
  jeans: '',
  shoes: '',
  eyes: '',
  privacy: false,
  website: '',
};

export type ApplicationLegends = {
  aboutYou: string;
  measures: string;
  photos: string;
  photosLead: string;
};

type Props = {
  countries: readonly Option[];
  eyes: readonly MeasureOption[];
  legends: ApplicationLegends;
};

/**
 * The scouting application: multipart with the prepared photos to POST /api/applications, sent
 * with its progress shown and a way to cancel it. A send waits for the photos still being prepared.
 */
export function ApplicationForm({ countries, eyes, legends }: Props) {
  const t = useTranslations('Forms');
  const idPrefix = useId();
  const preparations = usePhotoPreparations();
  const { form, status, failure, sent, onSubmit, cancel, another, progress, reach } = useSendForm({
    schema: () => import('@/lib/schemas/application').then((module) => module.applicationSchema),
    empty: EMPTY,
    first: 'realname',
    request: (values: Application, key, transfer) =>
      upload('/api/applications', {
        headers: { [IDEMPOTENCY_HEADER]: key },
        body: applicationToFormData(values),
        ...transfer,
      }),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await preparations.settled();
    await onSubmit(event);
  };

  if (sent) return <ApplicationSent sent={sent} onAnother={another} />;
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={submit} {...reach}>
        <p className={styles.note}>{t('requiredNote')}</p>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{legends.aboutYou}</legend>
          <div className={styles.grid}>
            <ApplicantFields idPrefix={idPrefix} />
            <PlaceFields idPrefix={idPrefix} countries={countries} />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{legends.measures}</legend>
          <MeasureFields idPrefix={idPrefix} eyes={eyes} />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{legends.photos}</legend>
          <p className={styles.lead}>{legends.photosLead}</p>
          <PhotoPreparationsContext value={preparations}>
            <PhotoFields idPrefix={idPrefix} />
          </PhotoPreparationsContext>
        </fieldset>
        <PrivacyField id={`${idPrefix}-privacy`} />
        <Honeypot
          id={`${idPrefix}-website`}
          label={t('fields.honeypot')}
          registration={form.register('website')}
        />
        <SendButton status={status} failure={failure} upload={{ progress, cancel }} />
      </form>
    </FormProvider>
  );
}

/** What scouting does with the application, and where it will answer. */
function ApplicationSent({ sent, onAnother }: { sent: Application; onAnother(): void }) {
  const t = useTranslations('Forms.sentPanel');
  return (
    <SentPanel
      title={t('applicationTitle')}
      level={2}
      anotherLabel={t('applicationAnother')}
      onAnother={onAnother}
    >
      <p>
        {t.rich('applicationNext', {
          name: sent.realname,
          email: sent.email,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p>{t('applicationMeeting')}</p>
    </SentPanel>
  );
}
