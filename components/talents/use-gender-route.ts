'use client';

import { useEffect } from 'react';

import { useRouter } from '@/lib/i18n/navigation';
import type { FilterLink } from '@/lib/talents/lists';

import { replaceListQuery } from './use-list-query';

/**
 * On lists whose genders are routes (lib/talents/lists.ts), a `?gender=` in the URL goes to that
 * gender's route, keeping the other parameters: /modelos/mujeres?gender=man opens /modelos/hombres.
 * A gender the language has no route for (Portuguese has no "all models" page), or the list's own,
 * is dropped, so the URL never contradicts the heading.
 */
export function useGenderRoute(routes: readonly FilterLink[] | null, search: string): void {
  const router = useRouter();

  useEffect(() => {
    const query = new URLSearchParams(search);
    const wanted = query.get('gender');
    if (!routes || wanted === null) return;
    query.delete('gender');
    const target = routes.find((link) => link.key === wanted && !link.current);
    if (target) {
      router.replace({ pathname: target.href, query: Object.fromEntries(query) });
      return;
    }
    replaceListQuery(query);
  }, [routes, search, router]);
}
