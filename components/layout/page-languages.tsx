import { setRequestLocale } from 'next-intl/server';

import { languageLinks, matchRoute, type PageRoute } from '@/lib/i18n/language-links';
import { resolveLocale } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { chooseBatchItem } from '@/lib/posts/batch';
import { getPostBySlug } from '@/lib/services/posts';

import { HeaderLanguages } from './header-languages';

/** `segments` null: a page the slot does not know. */
type Props = { params: Promise<{ lang: string }>; segments: readonly string[] | null };

/**
 * The `@languages` slot of the site layout for a page: its internal path's segments (the slot's
 * catch-all takes the same URL as the page) give its route, and so the language switch's links.
 */
export async function PageLanguages({ params, segments }: Props) {
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const route = segments ? matchRoute(segments) : null;
  return (
    <HeaderLanguages locale={locale} links={languageLinks(locale, route, await postSlugs(route))} />
  );
}

/**
 * A post's slug in each language: a batch post has its items' (docs/product.md, "Post page"). The
 * read is the one the post page makes, from the same cache; when it fails the page shows its own
 * error, and the switch keeps the slug, which also finds the post.
 */
async function postSlugs(
  route: PageRoute | null,
): Promise<((other: Locale) => Record<string, string>) | undefined> {
  const slug = route?.params.slug;
  if (!slug || (route.pathname !== '/news/[slug]' && route.pathname !== '/magazine/[slug]'))
    return undefined;
  try {
    const post = await getPostBySlug(slug);
    return (other) => ({ slug: chooseBatchItem(post, other).slug });
  } catch {
    return undefined;
  }
}
