'use client';

import { useEffect } from 'react';

import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { canonicalQuery, queryRecord } from '@/lib/talents/filters';
import type { FilterLink } from '@/lib/talents/lists';

import { replaceListQuery } from './use-list-query';

/**
 * Keeps the list's URL in its canonical form, in the page's language (docs/product.md, "Search and
 * filters"). A link from another language (a language switch carries the query as it is), from
 * before colour families (`eyes=verdes`) or written by hand is read whatever its words, then
 * written again in this page's words, in place.
 *
 * On lists whose genders are routes (lib/talents/lists.ts), a `?gender=` goes to that gender's
 * route, keeping the other filters: /modelos/mujeres?gender=man opens /modelos/hombres. A gender
 * the language has no route for (Portuguese has no "all models" page), or the list's own, is
 * dropped, so the URL never contradicts the heading.
 */
export function useCanonicalUrl(
  routes: readonly FilterLink[] | null,
  search: string,
  locale: Locale,
): void {
  const router = useRouter();

  useEffect(() => {
    const query = new URLSearchParams(search);
    const wanted = routes ? query.get('gender') : null;
    if (wanted !== null) query.delete('gender');
    const canonical = new URLSearchParams(canonicalQuery(query.toString(), locale));
    const target = routes?.find((link) => link.key === wanted && !link.current);
    if (target) {
      router.replace({ pathname: target.href, query: queryRecord(canonical) });
      return;
    }
    if (canonical.toString() !== new URLSearchParams(search).toString())
      replaceListQuery(canonical);
  }, [routes, search, router, locale]);
}
