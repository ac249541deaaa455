import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FilterOptions } from '@/lib/talents/filter-options';
import type { FilterLink } from '@/lib/talents/lists';
import { renderWithTalents } from '@/tests/unit/render-talents';

import { describeGridCards } from './grid-cards';
import { ListFilters } from './list-filters';

const replace = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ replace }) }));

// Colours as the cards' data holds them: families (lib/talents/color-families.ts).
const CARDS = [
  ['1', 'Lucía Navarro', 'woman', '174', 'brown', 'green'],
  ['2', 'Hugo Ferrer', 'man', '186', 'black', 'blue'],
  ['3', 'Ana Lucena', 'woman', '169', 'blonde', 'blue'],
  ['4', 'Eva Luna', 'woman', '178', 'blonde', 'green'],
] as const;

const options: FilterOptions = {
  hair: [
    { value: 'black', label: 'Black', count: 1, shades: [] },
    { value: 'blonde', label: 'Blonde', count: 2, shades: ['Platinum'] },
    { value: 'brown', label: 'Brown', count: 1, shades: [] },
  ],
  eyes: [
    { value: 'blue', label: 'Blue', count: 2, shades: [] },
    { value: 'green', label: 'Green', count: 2, shades: ['Dark green', 'Light green'] },
  ],
  heights: [165, 170, 175, 180, 185, 190],
  genders: { all: 4, woman: 3, man: 1 },
};

const UNITS = {
  legend: 'Units',
  metric: 'Metric',
  metricHint: 'cm, EU',
  imperial: 'Imperial',
  imperialHint: 'ft/in, US, UK',
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
  renderWithTalents(
    <ListFilters gridId="grid" options={options} genderRoutes={genderRoutes} units={UNITS} />,
  );
  return grid;
}

/** The URL follows the list once a frame is painted (use-list-query.ts). */
const urlWritten = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const shown = (grid: HTMLElement) =>
  [...(grid.firstElementChild?.children ?? [])].map((card) => card.textContent);
const status = () => screen.getByRole('status');
/** A colour's button, named by its label and what it shows chosen ('Eyes Any'). */
const colors = (label: 'Hair' | 'Eyes') =>
  screen.getByRole('button', { name: new RegExp(`^${label} `) });
/** Opens a colour's checkboxes if closed, and ticks or unticks a family. */
function toggleColor(label: 'Hair' | 'Eyes', family: string) {
  if (colors(label).getAttribute('aria-expanded') !== 'true') fireEvent.click(colors(label));
  fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${family} \\(`) }));
}
/** The families ticked, read as a visitor would: the checkboxes are written once opened. */
function checked(label: 'Hair' | 'Eyes') {
  if (colors(label).getAttribute('aria-expanded') !== 'true') fireEvent.click(colors(label));
  const panel = document.getElementById(colors(label).getAttribute('aria-controls') ?? '');
  return [...(panel?.querySelectorAll('input:checked') ?? [])].map(
    (input) => input.parentElement?.textContent,
  );
}

describe('ListFilters', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/models/actors'));
  afterEach(async () => {
    await urlWritten();
    document.getElementById('grid')?.remove();
    replace.mockClear();
  });

  it('searches names without accents, counts the matches and then writes the URL', async () => {
    const grid = renderList();
    expect(status()).toHaveTextContent('4 talents');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name' }), { target: { value: 'luc' } });
    expect(shown(grid)).toEqual(['Lucía Navarro', 'Ana Lucena']);
    expect(status()).toHaveTextContent('2 of 4 talents');
    await urlWritten();
    expect(window.location.search).toBe('?q=luc');
  });

  it('applies the query it is opened with, and follows Back and Forward', () => {
    window.history.replaceState(null, '', '/en/models/actors?height=170-180&eyes=green');
    const grid = renderList();
    expect(shown(grid)).toEqual(['Lucía Navarro', 'Eva Luna']);
    expect(screen.getByLabelText('From')).toHaveValue('170');
    expect(colors('Eyes')).toHaveTextContent('Green');
    expect(checked('Eyes')).toEqual(['Green (2) Dark green, Light green']);

    act(() => {
      window.history.replaceState(null, '', '/en/models/actors?hair=black');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown(grid)).toEqual(['Hugo Ferrer']);
    expect(colors('Hair')).toHaveAccessibleName('Hair Black');
  });

  it("rewrites an old link, or one in another language's words, in the page's words", async () => {
    window.history.replaceState(null, '', '/en/models/actors?eyes=verdes&hair=rubio&utm=x');
    const grid = renderList();
    expect(shown(grid)).toEqual(['Eva Luna']);
    await urlWritten();
    expect(window.location.search).toBe('?utm=x&hair=blonde&eyes=green');
  });

  it('writes the colour checkboxes only once their measure is opened', () => {
    renderList();
    const panel = () => document.getElementById(colors('Eyes').getAttribute('aria-controls') ?? '');
    expect(panel()?.querySelectorAll('input')).toHaveLength(0);
    fireEvent.click(colors('Eyes'));
    expect(panel()?.querySelectorAll('input').length).toBeGreaterThan(0);
  });

  it('chooses several colours of a measure, any of which passes, with counts given the other filters', () => {
    const grid = renderList();
    expect(colors('Eyes')).toHaveAccessibleName('Eyes Any');
    toggleColor('Eyes', 'Green');
    expect(shown(grid)).toEqual(['Lucía Navarro', 'Eva Luna']);
    toggleColor('Eyes', 'Blue');
    expect(shown(grid)).toHaveLength(4);
    expect(colors('Eyes')).toHaveAccessibleName('Eyes Blue, Green');
    toggleColor('Hair', 'Blonde');
    expect(shown(grid)).toEqual(['Ana Lucena', 'Eva Luna']);
    // Eyes count the blonde talents, hair counts the talents with blue or green eyes.
    expect(screen.getByRole('checkbox', { name: /^Green/ })).toHaveAccessibleName(
      'Green (1) Dark green, Light green',
    );
    expect(screen.getByRole('checkbox', { name: /^Brown/ })).toHaveAccessibleName('Brown (1)');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'eva' } });
    expect(screen.getByRole('checkbox', { name: /^Blue/ })).toHaveAccessibleName('Blue (0)');
    toggleColor('Eyes', 'Green');
    expect(shown(grid)).toEqual([]);
  });

  it('opens and closes the colours as a disclosure, Escape returning to its button', () => {
    renderList();
    const button = colors('Hair');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /^Black/ })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const black = screen.getByRole('checkbox', { name: /^Black/ });
    black.focus();
    fireEvent.keyDown(black, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('makes each change a step of history, and a typed name one step', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    renderList();
    toggleColor('Hair', 'Blonde');
    await urlWritten();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'a' } });
    await urlWritten();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'an' } });
    await urlWritten();
    expect(push.mock.calls.map((call) => call[2])).toEqual([
      '/en/models/actors?hair=blonde',
      '/en/models/actors?q=a&hair=blonde',
    ]);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/en/models/actors?q=an&hair=blonde');
    push.mockRestore();
    replaceState.mockRestore();
  });

  it('writes changes made before the URL caught up as one step, and lets Back win over them', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const grid = renderList();
    toggleColor('Hair', 'Blonde');
    toggleColor('Eyes', 'Blue');
    await urlWritten();
    expect(push.mock.calls.map((call) => call[2])).toEqual([
      '/en/models/actors?hair=blonde&eyes=blue',
    ]);

    toggleColor('Hair', 'Black');
    act(() => {
      window.history.replaceState(null, '', '/en/models/actors?eyes=green');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await urlWritten();
    expect(window.location.search).toBe('?eyes=green');
    expect(shown(grid)).toEqual(['Lucía Navarro', 'Eva Luna']);
    push.mockRestore();
  });

  it('offers heights in feet and inches in imperial, and keeps centimetres in the URL', async () => {
    window.history.replaceState(null, '', '/en/models/actors?height=-180');
    document.documentElement.dataset.units = 'metric';
    const grid = renderList();
    const from = () => screen.getByLabelText('From');
    const to = () => screen.getByLabelText('To');
    expect(screen.getByRole('group', { name: 'Units' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^Imperial/ }));
    // From 165 to 190 cm: 5 ft 5 in to 6 ft 3 in, every inch.
    const labels = [...(from() as HTMLSelectElement).options].map((option) => option.text);
    expect(labels.slice(1, 3)).toEqual(['5 ft 5 in', '5 ft 6 in']);
    expect(labels.at(-1)).toBe('6 ft 3 in');
    // A metric end of the link stays as it came.
    expect(to()).toHaveValue('180');
    expect((to() as HTMLSelectElement).selectedOptions[0]?.text).toBe('180 cm');
    // From 5 ft 7 in takes every height shown as 5 ft 7 in: 169 cm and up.
    fireEvent.change(from(), { target: { value: '169' } });
    expect((from() as HTMLSelectElement).selectedOptions[0]?.text).toBe('5 ft 7 in');
    expect(shown(grid)).toEqual(['Lucía Navarro', 'Ana Lucena', 'Eva Luna']);
    await urlWritten();
    expect(window.location.search).toBe('?height=169-180');
    document.documentElement.removeAttribute('data-units');
  });

  it('says when nothing matches and clears every filter', async () => {
    window.history.replaceState(null, '', '/en/models/actors?q=zzz&gender=man&utm=mail');
    const grid = renderList();
    expect(shown(grid)).toEqual([]);
    expect(screen.getByText('No talents match these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shown(grid)).toHaveLength(4);
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
    window.history.replaceState(null, '', '/modelos/mujeres?gender=man&q=a&eyes=verdes&eyes=azuis');
    const routes: FilterLink[] = [
      { key: 'all', href: '/models', current: false },
      { key: 'woman', href: '/models/women', current: true },
      { key: 'man', href: '/models/men', current: false },
    ];
    const grid = renderList(routes);
    // In the page's words (English here): the link goes on to the men's list with its colours.
    expect(replace).toHaveBeenCalledWith({
      pathname: '/models/men',
      query: { q: 'a', eyes: ['blue', 'green'] },
    });
    expect(screen.queryByRole('group', { name: 'Filter by gender' })).not.toBeInTheDocument();
    // Until the route changes, the page's own gender stands: the name search and eyes apply here.
    expect(shown(grid)).toEqual(['Lucía Navarro', 'Ana Lucena', 'Eva Luna']);
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
