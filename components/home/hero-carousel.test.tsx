import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HeroCarousel } from './hero-carousel';

const labels = {
  region: 'Highlights',
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  slides: ['1 of 3', '2 of 3', '3 of 3'],
};
const slides = ['One', 'Two', 'Three'].map((text) => <p key={text}>{text}</p>);

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const active = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.dataset.active === 'true');

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows one slide at a time, the others hidden and inert', () => {
    stubReducedMotion(false);
    render(<HeroCarousel slides={slides} labels={labels} />);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(active()).toHaveAccessibleName('1 of 3');
    const hidden = screen
      .getAllByRole('group', { hidden: true })
      .filter((slide) => slide !== active());
    for (const slide of hidden) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    }
  });

  it('fills in the next slide a few seconds before its turn, and keeps those shown', () => {
    stubReducedMotion(false);
    render(<HeroCarousel slides={slides} labels={labels} />);
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
    expect(screen.queryByText('Three')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Two')).toBeInTheDocument();
    expect(screen.queryByText('Three')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toHaveAccessibleName('2 of 3');
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.queryByText('Three')).not.toBeInTheDocument();
  });

  it('fills in both neighbours as soon as the visitor reaches for the carousel', () => {
    stubReducedMotion(true);
    render(<HeroCarousel slides={slides} labels={labels} />);
    act(() => vi.advanceTimersByTime(21_000));
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole('region'));
    expect(screen.getByText('Two')).toBeInTheDocument();
    expect(screen.getByText('Three')).toBeInTheDocument();
  });

  it('moves with the previous and next buttons, wrapping around', () => {
    stubReducedMotion(false);
    render(<HeroCarousel slides={slides} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(active()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(active()).toHaveAccessibleName('2 of 3');
  });

  it('advances on its own until paused', () => {
    stubReducedMotion(false);
    render(<HeroCarousel slides={slides} labels={labels} />);
    act(() => vi.advanceTimersByTime(7000));
    expect(active()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(21_000));
    expect(active()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('holds still while hovered or focused', () => {
    stubReducedMotion(false);
    render(<HeroCarousel slides={slides} labels={labels} />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(14_000));
    expect(active()).toHaveAccessibleName('1 of 3');
  });

  it('never moves on its own for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    render(<HeroCarousel slides={slides} labels={labels} />);
    act(() => vi.advanceTimersByTime(21_000));
    expect(active()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
