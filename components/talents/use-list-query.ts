'use client';

import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { parseFilters, writeFilters, type ListFilters } from '@/lib/talents/filters';

/** Fired after the filters write the URL; Back and Forward fire popstate. */
const QUERY_EVENT = 'talent-list-query';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_EVENT, onChange);
  };
}

/**
 * The page's query string. Pages are cached and never see it (DESIGN.md): the server renders the
 * unfiltered list and the browser applies the query once hydrated.
 */
export function useListSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** Replaces the URL's query, telling the list's hooks; Next keeps its router state in step. */
export function replaceListQuery(query: URLSearchParams): void {
  const rest = query.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
  window.dispatchEvent(new Event(QUERY_EVENT));
}

export type FilterField = keyof ListFilters | 'all';

/**
 * The list's filters from the URL, and a writer that puts them back. Every change is a step of
 * history, so Back undoes it, except that typing on in the name search replaces its own step (one
 * step per search, not per key).
 */
export function useListQuery(): [ListFilters, (next: ListFilters, field: FilterField) => void, string] {
  const search = useListSearch();
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const typed = useRef<string | null>(null);

  const write = useCallback((next: ListFilters, field: FilterField) => {
    const { pathname, search: current, hash } = window.location;
    const query = writeFilters(next, new URLSearchParams(current)).toString();
    const url = `${pathname}${query ? `?${query}` : ''}${hash}`;
    if (url === `${pathname}${current}${hash}`) return;
    // Next keeps its router state and useSearchParams in step with these calls.
    if (field === 'q' && typed.current === current) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    typed.current = field === 'q' ? window.location.search : null;
    window.dispatchEvent(new Event(QUERY_EVENT));
  }, []);

  return [filters, write, search];
}
