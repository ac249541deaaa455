import { hasLocale } from 'next-intl';

import { routing, type AppPathname, type StaticPathname } from '../i18n/routing';

export type SlideHref =
  | {
      type: 'internal';
      href:
        | StaticPathname
        | { pathname: '/news/[slug]' | '/magazine/[slug]'; params: { slug: string } };
    }
  | { type: 'external'; href: string };

const POST_PATH = /^\/(news|magazine)\/([\w-]+)\/?$/;

/**
 * Where a slide's link points. The panel writes internal paths in the site's internal (English)
 * form, with or without a locale prefix; they are localized on render. Anything unknown is dropped.
 */
export function slideHref(link: string | null): SlideHref | null {
  const value = link?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return { type: 'external', href: value };
  if (!value.startsWith('/')) return null;
  const segments = value.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  if (segments[0] && hasLocale(routing.locales, segments[0])) segments.shift();
  const path = `/${segments.join('/')}`;
  const post = POST_PATH.exec(path);
  if (post?.[1] === 'news' || post?.[1] === 'magazine') {
    return {
      type: 'internal',
      href: { pathname: `/${post[1]}/[slug]`, params: { slug: post[2] ?? '' } },
    };
  }
  const internal = internalPathname(path);
  return internal ? { type: 'internal', href: internal } : null;
}

/**
 * The internal pathname of a static path written in any locale's form ('/ser-modelo' or
 * '/be-a-model').
 */
function internalPathname(path: string): StaticPathname | null {
  for (const [internal, localized] of Object.entries(routing.pathnames)) {
    if (internal.includes('[')) continue;
    const forms: string[] = typeof localized === 'string' ? [localized] : Object.values(localized);
    if (internal === path || forms.includes(path)) return internal as StaticPathname;
  }
  return null;
}

/** The internal pathname behind an href, to check the locale has the route. */
export function hrefPathname(href: Extract<SlideHref, { type: 'internal' }>['href']): AppPathname {
  return typeof href === 'string' ? href : href.pathname;
}
