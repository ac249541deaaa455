import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTalents } from './test-utils';
import { GenderFilter } from './gender-filter';

let query = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => query }));

const counts = { all: 5, woman: 5, man: 0 };
const group = () => screen.getByRole('group', { name: 'Filter by gender' });

describe('GenderFilter', () => {
  let replaceState: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    window.history.pushState(null, '', '/en/models/curvy');
    replaceState = vi.spyOn(window.history, 'replaceState');
  });

  afterEach(() => {
    replaceState.mockRestore();
    query = new URLSearchParams();
  });

  it('starts from the list’s own choice and marks it for the CSS filter', () => {
    renderWithTalents(<GenderFilter initial="woman" counts={counts} />);
    expect(group()).toHaveAttribute('data-gender-filter', 'woman');
    expect(screen.getByRole('button', { name: 'Woman' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads ?gender= so a filtered list can be linked', () => {
    query = new URLSearchParams('gender=all');
    renderWithTalents(<GenderFilter initial="woman" counts={counts} />);
    expect(group()).toHaveAttribute('data-gender-filter', 'all');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes the choice to the URL, dropping it when it is the initial one', () => {
    query = new URLSearchParams('gender=man&utm=x');
    renderWithTalents(<GenderFilter initial="all" counts={counts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Woman' }));
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/en/models/curvy?gender=woman&utm=x');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/en/models/curvy?utm=x');
  });

  it('says no talents are available when none match', () => {
    query = new URLSearchParams('gender=man');
    renderWithTalents(<GenderFilter initial="all" counts={counts} />);
    expect(screen.getByText('No talents available')).toBeInTheDocument();
  });

  it('ignores an unknown value', () => {
    query = new URLSearchParams('gender=robot');
    renderWithTalents(<GenderFilter initial="all" counts={counts} />);
    expect(group()).toHaveAttribute('data-gender-filter', 'all');
    expect(screen.queryByText('No talents available')).not.toBeInTheDocument();
  });
});
