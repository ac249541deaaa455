import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';

import es from '@/messages/es/talents.json';

import { ComparePicker } from './compare-picker';

vi.mock('@/components/ui/app-link', () => import('@/tests/unit/mocks/app-link'));

const talents = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Talento ${id}` }));
const renderPicker = (list = talents) =>
  render(
    <NextIntlClientProvider locale="es" messages={{ Compare: es.Compare }}>
      <ComparePicker talents={list} />
    </NextIntlClientProvider>,
  );
const link = () => screen.getByRole('link', { name: /^Comparar/ });
const href = () => JSON.parse(link().getAttribute('href') ?? '{}') as { params: { ids: string } };

describe('ComparePicker', () => {
  it('checks the first four and links to their comparison', () => {
    renderPicker();
    expect(screen.getByRole('group', { name: 'Talentos para comparar' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Talento 4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Talento 5' })).not.toBeChecked();
    expect(link()).toHaveTextContent('Comparar 4 talentos');
    expect(href().params.ids).toBe('1-2-3-4');
  });

  it('refuses a fifth, saying why, and takes it once one is unchecked, in the list’s order', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('checkbox', { name: 'Talento 5' }));
    expect(screen.getByRole('checkbox', { name: 'Talento 5' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Puedes comparar cuatro talentos como máximo. Desmarca uno para añadir a Talento 5.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Talento 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Talento 5' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(href().params.ids).toBe('2-3-4-5');
  });

  it('asks for a second talent rather than linking to one alone, and hides with fewer than two', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPicker(talents.slice(0, 2));
    await user.click(screen.getByRole('checkbox', { name: 'Talento 2' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Elige al menos dos talentos para comparar.')).toBeInTheDocument();
    unmount();
    renderPicker(talents.slice(0, 1));
    expect(screen.queryByRole('group')).toBeNull();
  });
});
