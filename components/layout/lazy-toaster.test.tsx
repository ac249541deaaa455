import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getLoadedSonner, toast } from '@/components/layout/toast';

import { LazyToaster } from './lazy-toaster';

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
    // Expanded, so toasts sit one above the other instead of on top of each other.
    const toasts = region.querySelectorAll('[data-sonner-toast]');
    expect(toasts).toHaveLength(2);
    toasts.forEach((item) => expect(item).toHaveAttribute('data-expanded', 'true'));
  });

  it('show later toasts at once, with their type', async () => {
    render(<LazyToaster />);
    toast.error('The download failed');
    const item = (await screen.findByText('The download failed')).closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-type', 'error');
  });
});
