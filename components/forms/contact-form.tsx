'use client';

import { useId } from 'react';
import { FormProvider } from 'react-hook-form';

import type { ContactInput } from '@/lib/schemas/contact';

import { ContactFields } from './contact-fields';
import styles from './forms.module.css';
import { SendButton } from './send-button';
import { postJson, useSendForm } from './use-send-form';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '', website: '' };

/** The contact form of the contact page: JSON to POST /api/contact. */
export function ContactForm() {
  const idPrefix = useId();
  const { form, status, failure, onSubmit, reach } = useSendForm({
    schema: () => import('@/lib/schemas/contact').then((module) => module.contactSchema),
    empty: EMPTY,
    request: postJson('/api/contact'),
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={onSubmit} {...reach}>
        <ContactFields idPrefix={idPrefix} />
        <SendButton status={status} failure={failure} />
      </form>
    </FormProvider>
  );
}
