import 'server-only';
import type { Metadata } from 'next';
import { getPathname } from './i18n/navigation';
import { routing, hasRoute, type AppPathname, type Locale } from './i18n/routing';
import { site } from './site';

type Href = Parameters<typeof getPathname>[0]['href'];

/** Absolute URL of an internal path in a locale. */
export function absoluteUrl(href: Href, locale: Locale): string {
  return `${site.url}${getPathname({ href, locale })}`;
}

/** Canonical URL and hreflang alternates (with x-default, the Spanish page) of a page. */
export function alternates(href: Href, locale: Locale): NonNullable<Metadata['alternates']> {
  const pathname = (typeof href === 'string' ? href : href.pathname) as AppPathname;
  const languages: Record<string, string> = {};
  for (const other of routing.locales) {
    if (hasRoute(other, pathname)) languages[other] = absoluteUrl(href, other);
  }
  languages['x-default'] = absoluteUrl(href, routing.defaultLocale);
  return { canonical: absoluteUrl(href, locale), languages };
}

/** A JSON-LD <script> body, with '<' escaped so content cannot close the tag. */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}
