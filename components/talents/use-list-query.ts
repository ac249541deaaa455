'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';

import { FRAME_MS, whenIdle } from '@/components/layout/when-idle';
import type { Locale } from '@/lib/i18n/routing';
import { parseFilters, writeFilters, type ListFilters } from '@/lib/talents/filters';

/**
 * The query the filters last chose, until the URL has it. Writing the URL (and Next's router
 * catching up with it) costs more than filtering a thousand cards, so the list changes first and
 * the URL follows when the browser is next idle, after that frame is painted.
 */
let ahead: { path: string; search: string; push: boolean } | null = null;
/** The search typed so far, whose next keys replace its history step rather than add one. */
let typed: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function onPopState() {
  // Back or Forward wins over a change not yet written.
  ahead = null;
  typed = null;
  emit();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

function currentSearch(): string {
  return ahead && ahead.path === window.location.pathname ? ahead.search : window.location.search;
}

function writeUrl() {
  const pending = ahead;
  ahead = null;
  // The visitor may have left the list since: its query is not the next page's.
  if (!pending || pending.path !== window.location.pathname) return;
  const url = `${pending.path}${pending.search}${window.location.hash}`;
  // Next keeps its router state and useSearchParams in step with these calls.
  if (pending.push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * The page's query string, as the filters have chosen it. Pages are cached and never see it
 * (docs/architecture.md, "Data flow and caching"): the server renders the unfiltered list and the
 * browser applies the query once hydrated.
 */
export function useListSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** Replaces the URL's query at once, telling the list's hooks. */
export function replaceListQuery(query: URLSearchParams): void {
  ahead = null;
  const rest = query.toString();
  window.history.replaceState(
    null,
    '',
    `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
  );
  emit();
}

export type FilterField = keyof ListFilters | 'all';

/**
 * The list's filters from the URL, and a writer that puts them back in the page's language. Every
 * change is a step of history, so Back undoes it, except that typing on in the name search
 * replaces its own step (one step per search, not per key).
 */
export function useListQuery(
  locale: Locale,
): [ListFilters, (next: ListFilters, field: FilterField) => void, string] {
  const search = useListSearch();
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);

  const write = useCallback(
    (next: ListFilters, field: FilterField) => {
      const current = currentSearch();
      const query = writeFilters(next, new URLSearchParams(current), locale).toString();
      const search = query ? `?${query}` : '';
      if (search === current) return;
      const typingOn = field === 'q' && typed === current;
      // Changes made before the URL caught up are one step, a new step if any of them was.
      const push = (ahead?.push ?? false) || !typingOn;
      // Soon, when idle; a browser without requestIdleCallback waits about a frame instead.
      if (!ahead) whenIdle(writeUrl, 200, FRAME_MS);
      ahead = { path: window.location.pathname, search, push };
      typed = field === 'q' ? search : null;
      emit();
    },
    [locale],
  );

  return [filters, write, search];
}
