import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLoadedSonner, toast } from '@/lib/toast';
import { LazyToaster } from './lazy-toaster';

// One module state per file: the first test sees sonner unloaded, the next ones loaded.
describe('LazyToaster and lib/toast', () => {
  it('render nothing and load nothing before the first toast', () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(getLoadedSonner()).toBeUndefined();
  });

  it('show the toasts requested while sonner loads, in a polite live region', async () => {
    render(<LazyToaster />);
    toast.success('Lucía Navarro was added to your favorites');
    toast.warning('Lucía Navarro was removed from your favorites');

    expect(await screen.findByText('Lucía Navarro was added to your favorites')).toBeInTheDocument();
    expect(await screen.findByText('Lucía Navarro was removed from your favorites')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
  });

  it('show later toasts at once, with their type', async () => {
    render(<LazyToaster />);
    toast.error('The download failed');
    const item = (await screen.findByText('The download failed')).closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-type', 'error');
  });
});
