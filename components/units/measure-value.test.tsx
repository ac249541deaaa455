import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MeasureValue } from './measure-value';

describe('MeasureValue', () => {
  it('writes a measure in both systems, each marked for the page to show one', () => {
    const { container } = render(
      <MeasureValue
        row={{
          value: '38',
          unit: 'EU',
          imperial: {
            parts: [
              { value: '7.5', unit: 'US' },
              { value: '5', unit: 'UK' },
            ],
            joiner: ' · ',
          },
        }}
      />,
    );
    expect(container.querySelector('[data-unit="metric"]')?.textContent).toBe('38 EU');
    expect(container.querySelector('[data-unit="imperial"]')?.textContent).toBe('7.5 US · 5 UK');
  });

  it('puts a unit that leads before its number, and writes a measure with no other form once', () => {
    const jeans = render(
      <MeasureValue
        row={{
          value: '36',
          unit: 'EU',
          imperial: { parts: [{ value: '26', unit: 'W', unitFirst: true }], joiner: ' ' },
        }}
      />,
    );
    expect(jeans.container.querySelector('[data-unit="imperial"]')?.textContent).toBe('W26');
    const { container } = render(
      <MeasureValue row={{ value: '37 BR', unit: null, imperial: null }} />,
    );
    expect(container.textContent).toBe('37 BR');
    expect(container.querySelector('[data-unit]')).toBeNull();
  });
});
