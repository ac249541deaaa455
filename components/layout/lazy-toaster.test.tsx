import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { getLoadedSonner, toast } from '@/components/layout/toast';

import { LazyToaster } from './lazy-toaster';

const route = vi.hoisted(() => ({ pathname: '/en/models/1/lucia-navarro' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

// One module state per file: the first test sees sonner unloaded, the next ones loaded.
describe('LazyToaster and lib/toast', () => {
  it('render nothing and load nothing before the first toast', () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(getLoadedSonner()).toBeUndefined();
  });

  it('show the toasts requested while sonner loads once its live region is on the page', async () => {
    render(<LazyToaster />);
    toast.success('Lucía Navarro was added to your favorites');
    toast.warning('Lucía Navarro was removed from your favorites');

    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).not.toHaveTextContent('Lucía Navarro');
    expect(
      await within(region).findByText('Lucía Navarro was added to your favorites'),
    ).toBeInTheDocument();
    expect(
      await within(region).findByText('Lucía Navarro was removed from your favorites'),
    ).toBeInTheDocument();
    expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-sonner-theme',
      'dark',
    );
    // At the top, in the header's band, one at a time: the newest shows, the one before is hidden.
    expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    const shown = [...region.querySelectorAll('[data-sonner-toast]')].filter(
      (item) => item.getAttribute('data-visible') !== 'false',
    );
    expect(shown.map((item) => item.textContent)).toEqual([
      'Lucía Navarro was removed from your favorites',
    ]);
  });

  it('show later toasts at once, with their type', async () => {
    render(<LazyToaster />);
    toast.error('The download failed');
    const item = (await screen.findByText('The download failed')).closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-type', 'error');
  });

  it('dismiss the toasts of a page when the visitor moves to another', async () => {
    const { rerender } = render(<LazyToaster />);
    toast.success('Hugo Ferrer was added to your favorites');
    expect(await screen.findByText('Hugo Ferrer was added to your favorites')).toBeInTheDocument();
    route.pathname = '/en/favorites';
    rerender(<LazyToaster />);
    await waitFor(() =>
      expect(screen.queryByText('Hugo Ferrer was added to your favorites')).not.toBeInTheDocument(),
    );
  });
});
