import 'server-only';

import type { Metadata } from 'next';

import { toPlainText } from '../content/sanitize';
import { mediaUrl } from '../env/public.mjs';
import type { Locale } from '../i18n/routing';
import { absoluteUrl, alternates, socialCards } from '../seo';
import { chooseBatchItem } from './batch';
import { coverKind } from './cover';
import type { Post, PostItem, Section } from './types';

const postHref = (section: Section, slug: string) =>
  ({
    pathname: section === 'news' ? '/news/[slug]' : '/magazine/[slug]',
    params: { slug },
  }) as const;

/**
 * A post's metadata: its own title, a description from its text, hreflang alternates (a batch post
 * has a slug per language, so each links its own item) and the social cards with its picture,
 * shared under the site's name.
 */
export function postMetadata(
  { locale, post, shown }: { locale: Locale; post: Post; shown: PostItem },
  section: Section,
  siteName: string,
): Metadata {
  const description = toPlainText(shown.content).slice(0, 160);
  const links = alternates((other) => postHref(section, chooseBatchItem(post, other).slug), locale);
  const picture = postPicture(shown);
  return {
    title: { absolute: `${shown.title} | Blog` },
    description,
    alternates: links,
    ...socialCards({
      type: 'article',
      title: shown.title,
      description,
      url: absoluteUrl(postHref(section, shown.slug), locale),
      image: picture ? mediaUrl(picture) : null,
      imageAlt: shown.title,
      siteName,
      locale,
      publishedTime: shown.publishedAt || post.publishedAt,
    }),
  };
}

/** The post's Article JSON-LD. */
export function articleLd(shown: PostItem, section: Section, locale: Locale) {
  return {
    '@type': section === 'news' ? 'NewsArticle' : 'Article',
    headline: shown.title,
    inLanguage: shown.language,
    datePublished: shown.publishedAt || undefined,
    image: postPicture(shown) ?? undefined,
    mainEntityOfPage: absoluteUrl(postHref(section, shown.slug), locale),
  };
}

/**
 * The picture a post shows and shares: its cover when that is an image, else its thumbnail (a
 * video's still).
 */
function postPicture(shown: PostItem): string | null {
  return (coverKind(shown.cover).kind === 'image' ? shown.cover : shown.thumbnail) || null;
}
