import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { TextPage } from '@/components/content/text-page';
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
  const title = texts.privacy_title
    ? websiteCopy(texts, 'privacy_title', locale)
    : { inline: nav('privacy'), text: nav('privacy') };
  return { content, title };
}

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/privacy'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/privacy');
  const { title } = await load(locale);
  return { title: title.text, alternates: alternates('/privacy', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/privacy'>) {
  const locale = await resolvePage(params, '/privacy');
  const [{ content, title }, t] = await Promise.all([
    load(locale),
    getTranslations({ locale, namespace: 'Privacy' }),
  ]);
  return (
    <TextPage
      eyebrow={t('eyebrow')}
      titleHtml={title.inline}
      html={websiteCopy(content.texts, 'privacy_text', locale).html}
    />
  );
}
