import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ContactDetails } from '@/components/contact/contact-details';
import styles from '@/components/contact/contact.module.css';
import { RichText } from '@/components/content/rich-text';
import { ContactFormSection } from '@/components/forms/contact-form-section';
import { websiteCopy } from '@/lib/content/rich-text';
import { resolvePage } from '@/lib/i18n/page';
import { alternates } from '@/lib/seo';
import { getShellContent } from '@/lib/services/content';

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/contact'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/contact');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('contact'), alternates: alternates('/contact', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/contact'>) {
  const locale = await resolvePage(params, '/contact');
  const [nav, t, content] = await Promise.all([
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Contact' }),
    getShellContent(),
  ]);
  return (
    <div className="page">
      <header className={styles.header}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className={`page-title ${styles.title}`}>{nav('contact')}</h1>
        {content.texts.contact_intro ? (
          <RichText
            html={websiteCopy(content.texts, 'contact_intro', locale).html}
            className={styles.intro}
          />
        ) : null}
      </header>
      <div className={styles.layout}>
        <ContactDetails contact={content.customizations.contact} locale={locale} />
        <ContactFormSection />
      </div>
    </div>
  );
}
