import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FEED_CHOICE_KEY } from './feed-access';
import { FEED_SANDBOX, FeedFrame } from './feed-frame';

const props = {
  embedUrl: 'https://snapwidget.com/embed/1234567',
  profileUrl: 'https://www.instagram.com/lumenmodels/',
  labels: {
    show: 'Show the latest posts',
    loading: 'Loading the posts…',
    frame: 'Latest Instagram posts of @lumenmodels',
    failed: 'The posts could not be loaded.',
    open: 'See them on Instagram',
  },
};

/** The provider's answer to the reachability probe, settled by each test. */
let answer: { resolve: () => void; reject: () => void };
const fetchMock = vi.fn(
  () =>
    new Promise<Response>((resolve, reject) => {
      answer = {
        resolve: () => resolve(new Response(null)),
        reject: () => reject(new TypeError()),
      };
    }),
);

async function provider(reachable: boolean) {
  await act(async () => (reachable ? answer.resolve() : answer.reject()));
}

function frame(): HTMLIFrameElement {
  const element = document.querySelector('iframe');
  if (!element) throw new Error('no frame');
  return element;
}

describe('FeedFrame', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is a button until the visitor asks, and asks nothing of the provider', () => {
    render(<FeedFrame {...props} />);
    expect(screen.getByRole('button', { name: 'Show the latest posts' })).toBeEnabled();
    expect(document.querySelector('iframe')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(FEED_CHOICE_KEY)).toBeNull();
  });

  it("loads the provider's frame on the click, sandboxed, lazy and titled, and remembers the choice", async () => {
    render(<FeedFrame {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the latest posts' }));
    expect(sessionStorage.getItem(FEED_CHOICE_KEY)).toBe('shown');
    expect(fetchMock).toHaveBeenCalledWith(
      props.embedUrl,
      expect.objectContaining({ method: 'HEAD', mode: 'no-cors', credentials: 'omit' }),
    );
    const loading = frame();
    expect(loading).toHaveAttribute('src', props.embedUrl);
    expect(loading).toHaveAttribute('title', props.labels.frame);
    expect(loading).toHaveAttribute('loading', 'lazy');
    expect(loading).toHaveAttribute('sandbox', FEED_SANDBOX);
    expect(loading.getAttribute('sandbox')).not.toMatch(/top-navigation|forms|modals/);
    expect(loading).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    // Out of reach until it has loaded from a provider that answers.
    expect(loading).toHaveAttribute('aria-hidden', 'true');
    expect(loading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Loading the posts…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await provider(true);
    fireEvent.load(loading);
    expect(frame()).toHaveAttribute('data-shown', 'true');
    expect(frame()).not.toHaveAttribute('aria-hidden');
    expect(frame()).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hands the focus from the button to the frame', async () => {
    render(<FeedFrame {...props} />);
    const button = screen.getByRole('button', { name: 'Show the latest posts' });
    button.focus();
    fireEvent.click(button);
    await provider(true);
    fireEvent.load(frame());
    expect(frame()).toHaveFocus();
  });

  it('falls back to the follow link when the provider cannot be reached', async () => {
    render(<FeedFrame {...props} />);
    const button = screen.getByRole('button', { name: 'Show the latest posts' });
    button.focus();
    fireEvent.click(button);
    // The frame's load event comes even for the browser's error page.
    fireEvent.load(frame());
    await provider(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The posts could not be loaded.');
    const link = screen.getByRole('link', { name: 'See them on Instagram' });
    expect(link).toHaveAttribute('href', props.profileUrl);
    expect(link).toHaveFocus();
  });

  it('falls back to the link when the frame never loads', async () => {
    vi.useFakeTimers();
    render(<FeedFrame {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the latest posts' }));
    await provider(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'See them on Instagram' })).toBeVisible();
  });

  it('loads at once, without a click, once the visitor asked earlier in the visit', async () => {
    sessionStorage.setItem(FEED_CHOICE_KEY, 'shown');
    render(<FeedFrame {...props} />);
    expect(fetchMock).toHaveBeenCalledOnce();
    await provider(true);
    fireEvent.load(frame());
    expect(frame()).toHaveAttribute('data-shown', 'true');
    // Nothing moves the focus when the visitor did not press the button here.
    expect(frame()).not.toHaveFocus();
  });
});
