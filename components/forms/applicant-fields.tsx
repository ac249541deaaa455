'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';

import { GENDERS, type ApplicationInput } from '@/lib/schemas/application';

import { controlProps, ErrorHint, Field } from './field';
import styles from './forms.module.css';
import { PhoneField } from './phone-field';
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
  const realnameError = errorText(errors.realname);
  const emailError = errorText(errors.email);
  const instagrError = errorText(errors.instagr);
  const genderError = errorText(errors.gender);

  return (
    <>
      <Field id={id('realname')} label={t('realname')} error={realnameError}>
        <input
          {...controlProps(id('realname'), realnameError)}
          {...register('realname')}
          className={styles.input}
          autoComplete="name"
        />
      </Field>
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
      <Field id={id('email')} label={t('email')} error={emailError}>
        <input
          {...controlProps(id('email'), emailError)}
          {...register('email')}
          className={styles.input}
          type="email"
          autoComplete="email"
        />
      </Field>
      <PhoneField id={id('phone')} label={t('phone')} error={errorText(errors.phone)} />
      <Field id={id('instagr')} label={t('instagr')} error={instagrError}>
        <input
          {...controlProps(id('instagr'), instagrError)}
          {...register('instagr')}
          className={styles.input}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@"
        />
      </Field>
    </>
  );
}
