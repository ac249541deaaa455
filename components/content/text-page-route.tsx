import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { websiteCopy } from '@/lib/content/rich-text';
import { resolvePage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo';
import { getShellContent } from '@/lib/services/content';

import { TextPage } from './text-page';

type Options = {
  pathname: '/about-us' | '/privacy';
  /** The page's website texts (`<copy>_title`, `<copy>_text`) and its name in the navigation. */
  copy: 'about' | 'privacy';
  /** The page's messages (its eyebrow). */
  namespace: 'About' | 'Privacy';
  /** The website image under the title. */
  image?: string;
  /** What follows the text, in the page's language. */
  aside?: (locale: Locale) => Promise<ReactNode>;
};

type RouteProps = { params: Promise<{ lang: string }> };

/**
 * A route of website texts (about, privacy): its metadata and its page, which differ only in which
 * texts, messages and image they show.
 */
export function textPageRoute({ pathname, copy, namespace, image, aside }: Options) {
  async function load(locale: Locale) {
    const [content, nav] = await Promise.all([
      getShellContent(),
      getTranslations({ locale, namespace: 'Nav' }),
    ]);
    const { texts } = content;
    // Without the panel's own title, the navigation's name for the page.
    const title = texts[`${copy}_title`]
      ? websiteCopy(texts, `${copy}_title`, locale)
      : { inline: nav(copy), text: nav(copy) };
    return { content, title };
  }

  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const locale = await resolvePage(params, pathname);
    const { title } = await load(locale);
    return { title: title.text, alternates: alternates(pathname, locale) };
  }

  async function Page({ params }: RouteProps) {
    const locale = await resolvePage(params, pathname);
    const [{ content, title }, t, after] = await Promise.all([
      load(locale),
      getTranslations({ locale, namespace }),
      aside?.(locale),
    ]);
    return (
      <TextPage
        eyebrow={t('eyebrow')}
        titleHtml={title.inline}
        html={websiteCopy(content.texts, `${copy}_text`, locale).html}
        image={image ? content.images[image] : undefined}
      >
        {after}
      </TextPage>
    );
  }

  return { generateMetadata, Page };
}
