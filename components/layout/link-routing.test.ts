import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { localeSwitchPath, prefetchAllowed, routablePath, routeLinks } from './link-routing';

describe('prefetchAllowed', () => {
  it('skips prefetch on 2g and with data saver', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('routablePath', () => {
  const here = new URL('http://localhost:3000/modelos?q=ana');

  it('routes pages of this site, keeping the query and hash', () => {
    expect(routablePath(link('/contacto'), here)).toBe('/contacto');
    expect(routablePath(link('/en/news?page=2#top'), here)).toBe('/en/news?page=2#top');
    expect(routablePath(link('/modelos'), here)).toBe('/modelos');
  });

  it('leaves other origins, new tabs, downloads, files and the API to the browser', () => {
    expect(routablePath(link('https://instagram.com/agency'), here)).toBeNull();
    expect(routablePath(link('/contacto', { target: '_blank' }), here)).toBeNull();
    expect(routablePath(link('/contacto', { download: '' }), here)).toBeNull();
    expect(routablePath(link('/api/talents/1/composite'), here)).toBeNull();
    expect(routablePath(link('/sitemap.xml'), here)).toBeNull();
    expect(routablePath(link('/modelos?q=ana#main'), here)).toBeNull();
  });
});

describe('routeLinks', () => {
  const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
  let stop: () => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <a id="page" href="/contacto">Contacto</a>
      <a id="away" href="https://example.com/">Away</a>
      <dialog open><a id="menu" href="/news">News</a></dialog>`;
    stop = routeLinks(router);
  });
  afterEach(() => {
    stop();
    vi.clearAllMocks();
  });

  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.getElementById(id)?.dispatchEvent(event);
    return event;
  };

  it('routes a plain click on a page link client-side', () => {
    expect(click('page').defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/contacto');
  });

  it('leaves modified clicks and other sites to the browser', () => {
    expect(click('page', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click('away').defaultPrevented).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('closes the menu a link was followed from', () => {
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    dialog.close = vi.fn(() => dialog.removeAttribute('open'));
    click('menu');
    expect(dialog.close).toHaveBeenCalled();
    expect(router.push).toHaveBeenCalledWith('/news');
  });

  it('prefetches a link once, when the visitor shows intent and the browser is next idle', () => {
    vi.useFakeTimers();
    const page = document.getElementById('page') as HTMLElement;
    page.dispatchEvent(new Event('pointerover', { bubbles: true }));
    page.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('away')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    // Not during the event that showed intent: its interaction paints first.
    expect(router.prefetch).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/contacto');
  });
});

describe('switching language', () => {
  const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.clearAllMocks();
  });

  it("follows the server's link to the same page, keeping the current query", () => {
    window.history.replaceState(null, '', '/modelos/mujeres?q=ana');
    document.body.innerHTML =
      '<a id="en" href="/en/models/women" hreflang="en" data-locale-switch>EN</a>';
    const en = document.getElementById('en') as HTMLAnchorElement;
    expect(localeSwitchPath(en)).toBe('/en/models/women?q=ana');

    const stop = routeLinks(router);
    en.click();
    stop();
    expect(router.replace).toHaveBeenCalledWith('/en/models/women?q=ana');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('takes the query a page wrote on the link over the current one', () => {
    window.history.replaceState(null, '', '/modelos/mujeres?hair=ruivo');
    document.body.innerHTML =
      '<a id="en" href="/en/models/women" hreflang="en" data-locale-switch>EN</a>';
    const en = document.getElementById('en') as HTMLAnchorElement;
    en.search = '?hair=red';
    expect(localeSwitchPath(en)).toBe('/en/models/women?hair=red');
  });

  it('goes where the link says on a page without a query', () => {
    document.body.innerHTML = '<a id="en" href="/en" hreflang="en" data-locale-switch>EN</a>';
    expect(localeSwitchPath(document.getElementById('en') as HTMLAnchorElement)).toBe('/en');
  });
});
