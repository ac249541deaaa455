import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';

import { ContactForm } from './deferred-forms';
import styles from './forms.module.css';

/** The contact page's form, under its own heading. */
export async function ContactFormSection() {
  const t = await getTranslations('FormSections');
  return (
    <section className={styles.section} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.sectionTitle}>
        {t('contactTitle')}
      </h2>
      <p className={styles.lead}>{t('contactLead')}</p>
      <ClientMessages namespaces={['Forms']}>
        <ContactForm />
      </ClientMessages>
    </section>
  );
}
