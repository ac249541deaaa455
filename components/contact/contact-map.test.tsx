import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeObserver } from '@/tests/unit/observer';

import { ContactMap } from './contact-map';

const props = {
  embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
  linkUrl: 'https://www.google.com/maps/search/?api=1&query=Calle',
  address: 'Calle de Fernando VI, 17, 28004 Madrid, España',
  labels: { map: 'Map of the agency', open: 'Open in maps' },
};

/** The probe image: jsdom loads no images, so tests say whether the maps service answered. */
class FakeImage {
  static last: FakeImage | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  referrerPolicy = '';
  src = '';

  constructor() {
    FakeImage.last = this;
  }

  static answer(reachable: boolean) {
    act(() => (reachable ? FakeImage.last?.onload?.() : FakeImage.last?.onerror?.()));
  }
}

function showMap(container: HTMLElement) {
  const box = container.firstElementChild;
  if (!box) throw new Error('no map box');
  FakeObserver.show(box);
}

describe('ContactMap', () => {
  beforeEach(() => {
    FakeObserver.install();
    FakeImage.last = null;
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders the address link first and asks nothing of the maps service until it nears the viewport', () => {
    render(<ContactMap {...props} />);
    expect(
      screen.getByRole('link', { name: /Calle de Fernando VI.*Open in maps/ }),
    ).toHaveAttribute('href', props.linkUrl);
    expect(document.querySelector('iframe')).toBeNull();
    expect(FakeImage.last).toBeNull();
  });

  it('keeps the address link when the maps service cannot be reached', () => {
    const { container } = render(<ContactMap {...props} />);
    showMap(container);
    expect(FakeImage.last?.src).toBe('https://www.openstreetmap.org/favicon.ico');
    FakeImage.answer(false);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'failed');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in maps/ })).toBeVisible();
  });

  it('gives up on a service that does not answer in time', () => {
    vi.useFakeTimers();
    const { container } = render(<ContactMap {...props} />);
    showMap(container);
    act(() => vi.advanceTimersByTime(4000));
    expect(container.firstElementChild).toHaveAttribute('data-state', 'failed');
    FakeImage.answer(true);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('mounts the map when the service answers and hides the link once it has loaded', () => {
    const { container } = render(<ContactMap {...props} />);
    showMap(container);
    FakeImage.answer(true);
    const frame = screen.getByTitle('Map of the agency');
    expect(frame).toHaveAttribute('src', props.embedUrl);
    expect(frame).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(frame);
    expect(frame).toHaveAttribute('data-loaded', 'true');
    expect(screen.getByText('Open in maps').closest('a')).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the link when the mounted map never loads', () => {
    vi.useFakeTimers();
    const { container } = render(<ContactMap {...props} />);
    showMap(container);
    FakeImage.answer(true);
    expect(document.querySelector('iframe')).not.toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(document.querySelector('iframe')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'failed');
  });
});
