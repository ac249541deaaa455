import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FilterOptions } from '@/lib/talents/filter-options';
import type { FilterLink } from '@/lib/talents/lists';
import { renderWithTalents } from '@/tests/unit/render-talents';

import { describeGridCards } from './grid-cards';
import { ListFilters } from './list-filters';

const replace = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ replace }) }));

const CARDS = [
  ['1', 'Lucía Navarro', 'woman', '174', 'castanho', 'verdes'],
  ['2', 'Hugo Ferrer', 'man', '186', 'preto', 'azuis'],
  ['3', 'Ana Lucena', 'woman', '169', 'loiro', 'azuis'],
] as const;

const options: FilterOptions = {
  hair: [
    { value: 'preto', label: 'Black', count: 1 },
    { value: 'loiro', label: 'Blonde', count: 1 },
    { value: 'castanho', label: 'Brown', count: 1 },
  ],
  eyes: [
    { value: 'azuis', label: 'Blue', count: 2 },
    { value: 'verdes', label: 'Green', count: 1 },
  ],
  heights: [165, 170, 175, 180, 185, 190],
  genders: { all: 3, woman: 2, man: 1 },
};

function renderList(genderRoutes: FilterLink[] | null = null) {
  // One group of cards, as card-markup.ts writes a short list, and the data card-grid.tsx wrote
  // them from.
  const grid = document.createElement('div');
  grid.id = 'grid';
  grid.innerHTML = `<div>${CARDS.map(
    ([id, name]) =>
      `<div role="listitem" data-id="${id}"><a href="/t/${id}"><span></span><span>${name}</span></a></div>`,
  ).join('')}</div>`;
  describeGridCards(grid, () =>
    CARDS.map(([, name, gender, height, hair, eyes]) => ({
      name,
      gender,
      height: Number(height),
      hair,
      eyes,
    })),
  );
  document.body.append(grid);
  renderWithTalents(<ListFilters gridId="grid" options={options} genderRoutes={genderRoutes} />);
  return grid;
}

/** The URL follows the list once a frame is painted (use-list-query.ts). */
const urlWritten = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const shown = (grid: HTMLElement) =>
  [...(grid.firstElementChild?.children ?? [])].map((card) => card.textContent);
const status = () => screen.getByRole('status');

describe('ListFilters', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/models/actors'));
  afterEach(async () => {
    await urlWritten();
    document.getElementById('grid')?.remove();
    replace.mockClear();
  });

  it('searches names without accents, counts the matches and then writes the URL', async () => {
    const grid = renderList();
    expect(status()).toHaveTextContent('3 talents');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name' }), { target: { value: 'luc' } });
    expect(shown(grid)).toEqual(['Lucía Navarro', 'Ana Lucena']);
    expect(status()).toHaveTextContent('2 of 3 talents');
    await urlWritten();
    expect(window.location.search).toBe('?q=luc');
  });

  it('applies the query it is opened with, and follows Back and Forward', () => {
    window.history.replaceState(null, '', '/en/models/actors?height=170-180&eyes=verdes');
    const grid = renderList();
    expect(shown(grid)).toEqual(['Lucía Navarro']);
    expect(screen.getByLabelText('From')).toHaveValue('170');
    expect(screen.getByLabelText('Eyes')).toHaveValue('verdes');

    act(() => {
      window.history.replaceState(null, '', '/en/models/actors?hair=preto');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown(grid)).toEqual(['Hugo Ferrer']);
    expect(screen.getByLabelText('Hair')).toHaveValue('preto');
  });

  it('makes each change a step of history, and a typed name one step', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    renderList();
    fireEvent.change(screen.getByLabelText('Hair'), { target: { value: 'loiro' } });
    await urlWritten();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'a' } });
    await urlWritten();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'an' } });
    await urlWritten();
    expect(push.mock.calls.map((call) => call[2])).toEqual([
      '/en/models/actors?hair=loiro',
      '/en/models/actors?hair=loiro&q=a',
    ]);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/en/models/actors?hair=loiro&q=an');
    push.mockRestore();
    replaceState.mockRestore();
  });

  it('writes changes made before the URL caught up as one step, and lets Back win over them', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const grid = renderList();
    fireEvent.change(screen.getByLabelText('Hair'), { target: { value: 'loiro' } });
    fireEvent.change(screen.getByLabelText('Eyes'), { target: { value: 'azuis' } });
    await urlWritten();
    expect(push.mock.calls.map((call) => call[2])).toEqual([
      '/en/models/actors?hair=loiro&eyes=azuis',
    ]);

    fireEvent.change(screen.getByLabelText('Hair'), { target: { value: 'preto' } });
    act(() => {
      window.history.replaceState(null, '', '/en/models/actors?eyes=verdes');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await urlWritten();
    expect(window.location.search).toBe('?eyes=verdes');
    expect(shown(grid)).toEqual(['Lucía Navarro']);
    push.mockRestore();
  });

  it('says when nothing matches and clears every filter', async () => {
    window.history.replaceState(null, '', '/en/models/actors?q=zzz&gender=man&utm=mail');
    const grid = renderList();
    expect(shown(grid)).toEqual([]);
    expect(screen.getByText('No talents match these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shown(grid)).toHaveLength(3);
    await urlWritten();
    expect(window.location.search).toBe('?utm=mail');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('filters gender in the page only where the list has no gender routes', () => {
    const grid = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Man' }));
    expect(shown(grid)).toEqual(['Hugo Ferrer']);
    expect(screen.getByRole('button', { name: 'Man' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('on a gender route, takes ?gender= to its route and shows no gender buttons', () => {
    window.history.replaceState(null, '', '/modelos/mujeres?gender=man&q=a');
    const routes: FilterLink[] = [
      { key: 'all', href: '/models', current: false },
      { key: 'woman', href: '/models/women', current: true },
      { key: 'man', href: '/models/men', current: false },
    ];
    const grid = renderList(routes);
    expect(replace).toHaveBeenCalledWith({ pathname: '/models/men', query: { q: 'a' } });
    expect(screen.queryByRole('group', { name: 'Filter by gender' })).not.toBeInTheDocument();
    // Until the route changes, the page's own gender stands: only the name search applies here.
    expect(shown(grid)).toEqual(['Lucía Navarro', 'Ana Lucena']);
  });

  it('drops a gender the language has no route for', () => {
    window.history.replaceState(null, '', '/pt/mulheres?gender=all');
    renderList([
      { key: 'woman', href: '/models/women', current: true },
      { key: 'man', href: '/models/men', current: false },
    ]);
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });
});
