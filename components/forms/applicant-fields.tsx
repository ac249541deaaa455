'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';

import type { ApplicationInput } from '@/lib/schemas/application';
import { GENDERS } from '@/lib/schemas/application-fields';

import { ErrorHint } from './field';
import styles from './forms.module.css';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';
import { useErrorText } from './use-error-text';

/** Name, gender, e-mail, phone and Instagram of the applicant. */
export function ApplicantFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('Forms.fields');
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationInput>();
  const id = (name: string) => `${idPrefix}-${name}`;
  const genderError = errorText(errors.gender);

  return (
    <>
      <TextField id={id('realname')} name="realname" autoComplete="name" />
      <fieldset
        className={styles.radios}
        aria-describedby={genderError ? `${id('gender')}-error` : undefined}
      >
        <legend className={styles.label}>{t('gender')}</legend>
        <div className={styles.radioRow}>
          {GENDERS.map((gender) => (
            <label key={gender} className={styles.radio}>
              <input type="radio" value={gender} {...register('gender')} />
              <span>{t(gender)}</span>
            </label>
          ))}
        </div>
        <ErrorHint id={id('gender')} error={genderError} />
      </fieldset>
      <TextField id={id('email')} name="email" type="email" autoComplete="email" />
      <PhoneField id={id('phone')} label={t('phone')} error={errorText(errors.phone)} />
      <TextField
        id={id('instagr')}
        name="instagr"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="@"
      />
    </>
  );
}
