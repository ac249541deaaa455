import 'server-only';

import type { Metadata } from 'next';

import { site } from './env/public.mjs';
import { getPathname } from './i18n/navigation';
import { hasRoute, routing, type AppPathname, type Locale } from './i18n/routing';

export type Href = Parameters<typeof getPathname>[0]['href'];

/** One href for every locale, or one per locale (a batch post has a slug per language). */
type LocalizedHref = Href | ((locale: Locale) => Href);

/** Absolute URL of an internal path in a locale. */
export function absoluteUrl(href: Href, locale: Locale): string {
  return `${site.url}${getPathname({ href, locale })}`;
}

/** Canonical URL and hreflang alternates (with x-default, the Spanish page) of a page. */
export function alternates(
  href: LocalizedHref,
  locale: Locale,
): NonNullable<Metadata['alternates']> {
  return { canonical: absoluteUrl(hrefIn(href, locale), locale), languages: languageUrls(href) };
}

/**
 * A page's URL in each locale that has it, and x-default (the Spanish page): its hreflang
 * alternates.
 */
export function languageUrls(href: LocalizedHref): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const other of routing.locales) {
    if (hasRoute(other, pathnameOf(hrefIn(href, other))))
      languages[other] = absoluteUrl(hrefIn(href, other), other);
  }
  languages['x-default'] = absoluteUrl(hrefIn(href, routing.defaultLocale), routing.defaultLocale);
  return languages;
}

function hrefIn(href: LocalizedHref, locale: Locale): Href {
  return typeof href === 'function' ? href(locale) : href;
}

function pathnameOf(href: Href): AppPathname {
  return (typeof href === 'string' ? href : href.pathname) as AppPathname;
}

type SocialCard = {
  title: string;
  description: string;
  /** The page's absolute canonical URL. */
  url: string;
  /** An absolute image URL; none leaves the cards without a picture. */
  image: string | null;
  imageAlt: string;
  siteName: string;
  locale: Locale;
  type: 'article' | 'profile';
  publishedTime?: string;
};

/**
 * OpenGraph and Twitter card of a page. A page's openGraph replaces the layout's whole object
 * (Next merges metadata shallowly), so site name and locale are repeated here.
 */
export function socialCards(card: SocialCard): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = card.image ? [{ url: card.image, alt: card.imageAlt }] : undefined;
  const shared = {
    title: card.title,
    description: card.description,
    url: card.url,
    siteName: card.siteName,
    locale: card.locale,
    images,
  };
  return {
    openGraph:
      card.type === 'article'
        ? { ...shared, type: 'article', publishedTime: card.publishedTime || undefined }
        : { ...shared, type: 'profile' },
    twitter: {
      card: 'summary_large_image',
      title: card.title,
      description: card.description,
      images,
    },
  };
}

/** A JSON-LD <script> body, with '<' escaped so content cannot close the tag. */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}
