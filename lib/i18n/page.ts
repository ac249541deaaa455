import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';

import { hasRoute, routing, type AppPathname, type Locale } from './routing';

/**
 * The locale of a layout, taken from its route: an unknown locale is a 404. Layouts read it here,
 * not from the request, since Next may render one before the layout above it has refused an
 * unknown locale (docs/architecture.md, "Routing").
 */
export async function resolveLocale(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  return lang;
}

/**
 * The locale of a page, after route validation (docs/architecture.md, "Routing"): an unknown
 * locale, or a route the locale does not have (Portuguese is partial), is a 404.
 */
export async function resolvePage(
  params: Promise<{ lang: string }>,
  pathname: AppPathname,
): Promise<Locale> {
  const lang = await resolveLocale(params);
  if (!hasRoute(lang, pathname)) notFound();
  setRequestLocale(lang);
  return lang;
}
