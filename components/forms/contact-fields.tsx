'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';

import type { ContactInput } from '@/lib/schemas/contact';

import { controlProps, Field } from './field';
import styles from './forms.module.css';
import { Honeypot } from './honeypot';
import { PhoneField } from './phone-field';
import { useErrorText } from './use-error-text';

/** Name, e-mail, phone and message: the fields the contact and quote forms share. */
export function ContactFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('Forms.fields');
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactInput>();
  const id = (name: string) => `${idPrefix}-${name}`;
  const nameError = errorText(errors.name);
  const emailError = errorText(errors.email);
  const messageError = errorText(errors.message);

  return (
    <div className={styles.grid}>
      <Field id={id('name')} label={t('name')} error={nameError}>
        <input
          {...controlProps(id('name'), nameError)}
          {...register('name')}
          className={styles.input}
          autoComplete="name"
        />
      </Field>
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
      <Field id={id('message')} label={t('message')} error={messageError} wide>
        <textarea
          {...controlProps(id('message'), messageError)}
          {...register('message')}
          className={styles.textarea}
          rows={6}
        />
      </Field>
      <Honeypot id={id('website')} label={t('honeypot')} registration={register('website')} />
    </div>
  );
}
