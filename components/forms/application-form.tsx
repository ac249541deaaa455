'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, type FormEvent } from 'react';
import { FormProvider, type DefaultValues } from 'react-hook-form';

import { applicationToFormData } from '@/lib/forms/application-payload';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency-key';
import type { Application, ApplicationInput } from '@/lib/schemas/application';
import type { MeasureOption } from '@/lib/schemas/options';
import type { Option } from '@/lib/talents/types';

import { ApplicantFields } from './applicant-fields';
import { ApplicationSent } from './application-sent';
import { ConsentFields, type Retention } from './consent-fields';
import type { BirthdateFormat } from './date-order';
import styles from './forms.module.css';
import { GuardianFields, type GuardianLegends } from './guardian-fields';
import { Honeypot } from './honeypot';
import { MeasureFields } from './measure-fields';
import { PhotoFields } from './photo-fields';
import { PhotoPreparationsContext, usePhotoPreparations } from './photo-preparations';
import { PlaceFields } from './place-fields';
import { SendButton } from './send-button';
import { upload } from './upload';
import { useMinorApplicant } from './use-minor-applicant';
import { useSendForm } from './use-send-form';

const EMPTY: DefaultValues<ApplicationInput> = {
  realname: '',
  gender: 'woman',
  birthdate: '',
  email: '',
  phone: '',
  instagr: '',
  height: '',
  bust: '',
  waist: '',
  jeans: '',
  shoes: '',
  eyes: '',
  guardian_name: '',
  guardian_relationship: '',
  guardian_email: '',
  guardian_phone: '',
  guardian_declaration: false,
  privacy: false,
  castings: false,
  website: '',
};

export type ApplicationLegends = {
  aboutYou: string;
  guardian: GuardianLegends;
  measures: string;
  photos: string;
  photosLead: string;
};

type Props = {
  countries: readonly Option[];
  eyes: readonly MeasureOption[];
  legends: ApplicationLegends;
  retention: Retention;
  /** How the page's language writes the date of birth (date-order.ts's birthdateFormat). */
  birthdate: BirthdateFormat;
};

/**
 * The scouting application: multipart with the prepared photos to POST /api/applications, sent
 * with its progress shown and a way to cancel it. A send waits for the photos still being prepared.
 * An applicant under 18 applies with a guardian (docs/product.md, "Applicants under 18").
 */
export function ApplicationForm({ countries, eyes, legends, retention, birthdate }: Props) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const idPrefix = useId();
  const preparations = usePhotoPreparations();
  // The form's language is recorded with the consents.
  const empty = useMemo(() => ({ ...EMPTY, language: locale }), [locale]);
  const { form, status, failure, sent, onSubmit, cancel, another, progress, reach } = useSendForm({
    schema: () =>
      import('@/lib/schemas/application').then((module) => module.applicationFormSchema),
    empty,
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

  if (sent) return <ApplicationSent sent={sent} retention={retention} onAnother={another} />;
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={submit} {...reach}>
        <p className={styles.note}>{t('requiredNote')}</p>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{legends.aboutYou}</legend>
          <div className={styles.grid}>
            <ApplicantFields idPrefix={idPrefix} birthdate={birthdate} />
            <PlaceFields idPrefix={idPrefix} countries={countries} />
          </div>
        </fieldset>
        <Guardian idPrefix={idPrefix} legends={legends.guardian} />
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
        <ConsentFields idPrefix={idPrefix} retention={retention} />
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

/** The guardian's section, while the birth date says the applicant is under 18. */
function Guardian({ idPrefix, legends }: { idPrefix: string; legends: GuardianLegends }) {
  return useMinorApplicant() ? <GuardianFields idPrefix={idPrefix} legends={legends} /> : null;
}
