'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';

import type { Contact, ContactInput } from '@/lib/schemas/contact';

import { ContactFields } from './contact-fields';
import styles from './forms.module.css';
import { SendButton } from './send-button';
import { SentPanel } from './sent-panel';
import { postJson, useSendForm } from './use-send-form';

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '', website: '' };

/** The contact form of the contact page: JSON to POST /api/contact. */
export function ContactForm() {
  const idPrefix = useId();
  const { form, status, failure, sent, onSubmit, another, reach } = useSendForm<
    ContactInput,
    Contact
  >({
    schema: () => import('@/lib/schemas/contact').then((module) => module.contactSchema),
    empty: EMPTY,
    first: 'name',
    request: postJson('/api/contact'),
  });

  if (sent) return <ContactSent sent={sent} onAnother={another} />;
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={onSubmit} {...reach}>
        <ContactFields idPrefix={idPrefix} />
        <SendButton status={status} failure={failure} />
      </form>
    </FormProvider>
  );
}

function ContactSent({ sent, onAnother }: { sent: Contact; onAnother(): void }) {
  const t = useTranslations('Forms.sentPanel');
  return (
    <SentPanel
      title={t('contactTitle')}
      level={3}
      anotherLabel={t('contactAnother')}
      onAnother={onAnother}
    >
      <p>
        {t.rich('contactNext', {
          name: sent.name,
          email: sent.email,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
    </SentPanel>
  );
}
