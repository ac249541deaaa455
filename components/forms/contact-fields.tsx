'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';

import type { ContactInput } from '@/lib/schemas/contact';

import styles from './forms.module.css';
import { Honeypot } from './honeypot';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

/** Name, e-mail, phone and message: the fields the contact and quote forms share. */
export function ContactFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('Forms.fields');
  const { register } = useFormContext<ContactInput>();
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className={styles.grid}>
      <TextField id={id('name')} name="name" autoComplete="name" />
      <TextField id={id('email')} name="email" type="email" autoComplete="email" />
      <PhoneField id={id('phone')} />
      <TextField id={id('message')} name="message" rows={6} wide />
      <Honeypot id={id('website')} label={t('honeypot')} registration={register('website')} />
    </div>
  );
}
