import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { TextPage } from '@/components/content/text-page';
import styles from '@/components/content/text-page.module.css';
import { AppLink } from '@/components/ui/app-link';
import { websiteCopy } from '@/lib/content/rich-text';
import { getShellContent } from '@/lib/content/website';
import { resolvePage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo';

async function load(locale: Locale) {
  const [content, nav] = await Promise.all([
    getShellContent(),
    getTranslations({ locale, namespace: 'Nav' }),
  ]);
  const { texts } = content;
  // Without the panel's own title, the navigation's name for the page.
  const title = texts.about_title
    ? websiteCopy(texts, 'about_title', locale)
    : { inline: nav('about'), text: nav('about') };
  return { content, title };
}

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/about-us'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/about-us');
  const { title } = await load(locale);
  return { title: title.text, alternates: alternates('/about-us', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/about-us'>) {
  const locale = await resolvePage(params, '/about-us');
  const [{ content, title }, t] = await Promise.all([
    load(locale),
    getTranslations({ locale, namespace: 'About' }),
  ]);
  return (
    <TextPage
      eyebrow={t('eyebrow')}
      titleHtml={title.inline}
      html={websiteCopy(content.texts, 'about_text', locale).html}
      image={content.images.about_cover}
    >
      <aside className={styles.cta} aria-label={t('cta')}>
        <p className={styles.ctaTitle}>{t('cta')}</p>
        <div className={styles.ctaLinks}>
          <AppLink href="/contact" className={styles.ctaLink}>
            {t('contact')}
          </AppLink>
          <AppLink href="/be-a-model" className={styles.ctaLink}>
            {t('beAModel')}
          </AppLink>
        </div>
      </aside>
    </TextPage>
  );
}
