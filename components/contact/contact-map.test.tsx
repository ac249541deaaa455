import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FakeObserver } from '@/components/posts/test-observer';
import { ContactMap } from './contact-map';

const props = {
  embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
  linkUrl: 'https://www.google.com/maps/search/?api=1&query=Calle',
  address: 'Calle de Fernando VI, 17, 28004 Madrid, España',
  labels: { map: 'Map of the agency', open: 'Open in maps' },
};

function showMap(container: HTMLElement) {
  const box = container.firstElementChild;
  if (!box) throw new Error('no map box');
  FakeObserver.show(box);
}

describe('ContactMap', () => {
  beforeEach(() => FakeObserver.install());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders the address link first and nothing from the maps service', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<ContactMap {...props} />);
    expect(screen.getByRole('link', { name: /Calle de Fernando VI.*Open in maps/ })).toHaveAttribute('href', props.linkUrl);
    expect(document.querySelector('iframe')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the address link when the maps service cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const { container } = render(<ContactMap {...props} />);
    showMap(container);
    await act(async () => {});
    expect(container.firstElementChild).toHaveAttribute('data-state', 'failed');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in maps/ })).toBeVisible();
  });

  it('mounts the map when the service answers and hides the link once it has loaded', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null)));
    const { container } = render(<ContactMap {...props} />);
    showMap(container);
    await act(async () => {});
    const frame = screen.getByTitle('Map of the agency');
    expect(frame).toHaveAttribute('src', props.embedUrl);
    expect(frame).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(frame);
    expect(frame).toHaveAttribute('data-loaded', 'true');
    expect(screen.getByText('Open in maps').closest('a')).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the link when the mounted map never loads', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null)));
    const { container } = render(<ContactMap {...props} />);
    showMap(container);
    await act(async () => {});
    expect(document.querySelector('iframe')).not.toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(document.querySelector('iframe')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'failed');
  });
});
