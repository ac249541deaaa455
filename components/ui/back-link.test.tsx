import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { previousPageIsOurs, routeLinks } from '@/components/layout/link-routing';
import messages from '@/messages/en/common.json';

import { BackLink } from './back-link';

// Where the page's link listener (link-routing.ts) would take a followed link.
const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };

function renderLink(props: Partial<ComponentProps<typeof BackLink>> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ Common: messages.Common }}>
      <BackLink href="/news" {...props} />
    </NextIntlClientProvider>,
  );
}

/**
 * The Navigation API's answer (undefined: a browser without it), the referrer and the tab's history
 * length.
 */
function givenHistory({
  canGoBack,
  referrer = '',
  length = 1,
}: {
  canGoBack?: boolean;
  referrer?: string;
  length?: number;
}) {
  Object.defineProperty(window, 'navigation', {
    configurable: true,
    value: canGoBack === undefined ? undefined : { canGoBack },
  });
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(length);
}

describe('previousPageIsOurs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('believes the Navigation API, which lists only this origin', () => {
    givenHistory({ canGoBack: true, referrer: 'https://elsewhere.test/' });
    expect(previousPageIsOurs()).toBe(true);
    givenHistory({ canGoBack: false, referrer: `${window.location.origin}/en/news`, length: 3 });
    expect(previousPageIsOurs()).toBe(false);
  });

  it('without it, asks for a same-origin referrer and a page to go back to', () => {
    givenHistory({ referrer: `${window.location.origin}/en/news`, length: 2 });
    expect(previousPageIsOurs()).toBe(true);
    givenHistory({ referrer: `${window.location.origin}/en/news`, length: 1 });
    expect(previousPageIsOurs()).toBe(false);
    givenHistory({ referrer: 'https://elsewhere.test/en/news', length: 2 });
    expect(previousPageIsOurs()).toBe(false);
    givenHistory({ referrer: `${window.location.origin}.elsewhere.test/`, length: 2 });
    expect(previousPageIsOurs()).toBe(false);
    givenHistory({ referrer: '', length: 2 });
    expect(previousPageIsOurs()).toBe(false);
  });
});

describe('BackLink', () => {
  let back: MockInstance<History['back']>;
  let stop: () => void;
  const followed = router.push;
  beforeEach(() => {
    back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    stop = routeLinks(router);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    vi.clearAllMocks();
    Reflect.deleteProperty(window, 'navigation');
  });

  it("is a real link to the list, named 'Back' unless told otherwise", () => {
    givenHistory({});
    renderLink({ className: 'placed' });
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link).toHaveAttribute('href', '/en/news');
    expect(link).toHaveClass('placed');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the label it is given', () => {
    givenHistory({});
    renderLink({ label: 'Back to News' });
    expect(screen.getByRole('link', { name: 'Back to News' })).toBeInTheDocument();
  });

  it('goes one page back when the visitor came from this site', () => {
    givenHistory({ canGoBack: true });
    renderLink();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
    expect(followed).not.toHaveBeenCalled();
  });

  it('follows the link when the previous page is elsewhere or there is none', () => {
    givenHistory({ referrer: 'https://elsewhere.test/', length: 2 });
    renderLink();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(back).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledWith('/en/news');
  });

  it('leaves modified and non-primary clicks to the browser (new tab, new window)', () => {
    givenHistory({ canGoBack: true });
    renderLink();
    const link = screen.getByRole('link', { name: 'Back' });
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { button: 1 }])
      expect(fireEvent.click(link, init)).toBe(true);
    expect(back).not.toHaveBeenCalled();
    expect(followed).not.toHaveBeenCalled();
  });
});
