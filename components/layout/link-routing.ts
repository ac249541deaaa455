'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { LOCALE_SWITCH_DELAY_MS } from './constants';
import { whenIdle } from './when-idle';

type NetworkInformation = {
  saveData?: boolean;
  effectiveType?: string;
};

/**
 * Link prefetch is skipped on 2g or with data saver on (docs/product.md, "Navigation, header and
 * footer").
 */
export function prefetchAllowed(info: NetworkInformation | undefined): boolean {
  return !(info?.saveData || info?.effectiveType?.endsWith('2g'));
}

/**
 * The path a link leads to when the router can take it there: a page of this site, followed
 * in this tab. Downloads, other origins, the API, new tabs and a jump within the same page are the
 * browser's.
 */
export function routablePath(anchor: HTMLAnchorElement, location: Location | URL): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  if (/^\/(api|_next|img)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

type NavigationApi = { canGoBack?: boolean };

/** True when the previous history entry is a page of this site, so going back stays here. */
export function previousPageIsOurs(): boolean {
  // The Navigation API lists only this origin's entries; elsewhere the referrer is the best hint.
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  try {
    return (
      window.history.length > 1 && new URL(document.referrer).origin === window.location.origin
    );
  } catch {
    return false;
  }
}

/** A plain left click, not one a handler has already taken. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Where a language switch leads: its own link, the same page in that language as the server wrote
 * it (components/layout/locale-switcher.tsx), with the current page's query unless the link
 * carries one of its own. A page may set a link's query itself (a list translating its filters
 * into the other language's words) by setting the anchor's `search`; the server's path stays.
 */
export function localeSwitchPath(
  anchor: HTMLAnchorElement,
  location: Location | URL = window.location,
): string {
  const target = new URL(anchor.href, location.href);
  return `${target.pathname}${target.search || location.search}${target.hash}`;
}

const anchorOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/** The longest a prefetch waits for the browser to be idle. */
const PREFETCH_WITHIN_MS = 300;

type Router = {
  push(href: string): void;
  replace(href: string): void;
  prefetch(href: string): void;
};

/**
 * One listener for every link of the page: links are plain `<a>` elements (components/ui/app-link),
 * so no link costs a component, a hydration or an observer. A plain click on a link to a page of
 * this site is routed client-side, as next/link would; a link is prefetched when the visitor shows
 * intent (pointer over it, a touch, keyboard focus), once, and never on a slow or metered
 * connection. The prefetch starts when the browser is next idle: the touch or the focus that
 * showed intent is often part of an interaction (a dialog's showModal focuses its first link), and
 * on a phone starting a prefetch costs that interaction's next paint tens of milliseconds.
 * Returns the function that removes the listeners.
 */
export function routeLinks(router: Router, root: Document = document): () => void {
  const prefetched = new Set<string>();
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const anchor = anchorOf(event.target);
    // A back button (components/ui/back-link.tsx) goes back when the last page was ours.
    if (anchor?.dataset.back !== undefined && previousPageIsOurs()) {
      event.preventDefault();
      window.history.back();
      return;
    }
    if (anchor?.dataset.localeSwitch !== undefined) {
      event.preventDefault();
      switchLocale(router, localeSwitchPath(anchor));
      return;
    }
    const path = anchor ? routablePath(anchor, window.location) : null;
    if (!anchor || path === null) return;
    event.preventDefault();
    // A link in the open mobile menu closes it as it leaves.
    anchor.closest('dialog')?.close();
    router.push(path);
  };
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event.target);
    const path = anchor ? routablePath(anchor, window.location) : null;
    if (!path || prefetched.has(path)) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (!prefetchAllowed(connection)) return;
    prefetched.add(path);
    whenIdle(() => router.prefetch(path), PREFETCH_WITHIN_MS, 0);
  };
  root.addEventListener('click', onClick);
  const intents = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of intents) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    root.removeEventListener('click', onClick);
    for (const type of intents) root.removeEventListener(type, onIntent);
  };
}

/**
 * Show the loading overlay, switch language keeping the page, hide the overlay after 600 ms
 * (docs/product.md, "Navigation, header and footer"; the overlay is shell-status.tsx's).
 */
function switchLocale(router: Router, path: string) {
  const overlay = document.querySelector<HTMLElement>('[data-loading-overlay]');
  if (overlay) overlay.hidden = false;
  router.replace(path);
  window.setTimeout(() => {
    if (overlay) overlay.hidden = true;
  }, LOCALE_SWITCH_DELAY_MS);
}

/** Installs routeLinks() for the page's life. */
export function useLinkRouting() {
  const router = useRouter();
  useEffect(() => routeLinks(router), [router]);
}
