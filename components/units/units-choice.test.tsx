import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { UnitsChoice } from './units-choice';
import { UNITS_EVENT, UNITS_KEY, UNITS_SCRIPT } from './units-script';

const labels = {
  legend: 'Units',
  metric: 'Metric',
  metricHint: 'cm, EU',
  imperial: 'Imperial',
  imperialHint: 'ft/in, US, UK',
};

const root = document.documentElement;
const runHeadScript = () => new Function(UNITS_SCRIPT)();

describe('the units head script', () => {
  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute('data-units');
  });

  it('shows metric unless the device chose imperial, and always says which', () => {
    runHeadScript();
    expect(root.dataset.units).toBe('metric');
    localStorage.setItem(UNITS_KEY, 'imperial');
    runHeadScript();
    expect(root.dataset.units).toBe('imperial');
    localStorage.setItem(UNITS_KEY, 'furlongs');
    runHeadScript();
    expect(root.dataset.units).toBe('metric');
  });

  it('follows a choice made in another tab', () => {
    runHeadScript();
    window.dispatchEvent(new StorageEvent('storage', { key: UNITS_KEY, newValue: 'imperial' }));
    expect(root.dataset.units).toBe('imperial');
    window.dispatchEvent(new StorageEvent('storage', { key: 'favorites', newValue: 'metric' }));
    expect(root.dataset.units).toBe('imperial');
  });
});

describe('UnitsChoice', () => {
  beforeEach(() => {
    localStorage.clear();
    root.setAttribute('data-units', 'metric');
  });
  afterEach(() => root.removeAttribute('data-units'));

  it('is a group of two radios named by its legend, with the page’s units checked', () => {
    root.setAttribute('data-units', 'imperial');
    render(<UnitsChoice labels={labels} />);
    expect(screen.getByRole('group', { name: 'Units' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Imperial ft/in, US, UK' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Metric cm, EU' })).not.toBeChecked();
  });

  it('switches the page, remembers the choice and tells the other controls', async () => {
    const user = userEvent.setup();
    let told = 0;
    root.addEventListener(UNITS_EVENT, () => (told += 1));
    render(
      <>
        <UnitsChoice labels={labels} />
        <UnitsChoice labels={{ ...labels, legend: 'Other' }} />
      </>,
    );
    await user.click(screen.getAllByRole('radio', { name: /^Imperial/ })[0] as HTMLElement);
    expect(root.dataset.units).toBe('imperial');
    expect(localStorage.getItem(UNITS_KEY)).toBe('imperial');
    expect(told).toBe(1);
    // The other group on the page follows, as a keyboard user moving to it would expect.
    const other = screen.getByRole('group', { name: 'Other' });
    expect(other.querySelector('input[value="imperial"]')).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(root.dataset.units).toBe('metric');
    act(() => {
      root.setAttribute('data-units', 'imperial');
      root.dispatchEvent(new Event(UNITS_EVENT));
    });
    expect(other.querySelector('input[value="imperial"]')).toBeChecked();
  });
});
