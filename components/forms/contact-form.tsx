'use client';

import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency-key';
import { trackedFetch } from '@/lib/progress';
import { contactSchema, type Contact, type ContactInput } from '@/lib/schemas/contact';
import { ContactFields } from './contact-fields';
import { SendButton } from './send-button';
import { useFormSend } from './use-form-send';
import { markFields } from './mark-fields';
import styles from './forms.module.css';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '', website: '' };

/** The contact form of the contact page: JSON to POST /api/contact. */
export function ContactForm() {
  const idPrefix = useId();
  const form = useForm<ContactInput, unknown, Contact>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { status, failure, send } = useFormSend({
    onCleared: () => form.reset(EMPTY),
    onInvalid: (fields) => markFields(form.setError, fields),
    watch: form.watch,
  });

  const onValid = (values: Contact) =>
    send((key) =>
      trackedFetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify(values),
      }),
    );

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit(onValid)}>
        <ContactFields idPrefix={idPrefix} />
        <SendButton status={status} failure={failure} />
      </form>
    </FormProvider>
  );
}
