import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';

import { QuoteForm } from './deferred-forms';
import styles from './forms.module.css';

/** The favorites page's quote request, under its own heading. */
export async function QuoteFormSection() {
  const t = await getTranslations('FormSections');
  return (
    <section
      className={`${styles.section} ${styles.quoteSection}`}
      aria-labelledby="quote-form-title"
    >
      <h2 id="quote-form-title" className={styles.sectionTitle}>
        {t('quoteTitle')}
      </h2>
      <p className={styles.lead}>{t('quoteLead')}</p>
      <ClientMessages namespaces={['Forms']}>
        <QuoteForm />
      </ClientMessages>
    </section>
  );
}
