import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppError } from '@/lib/errors';
import { talentsByIds } from '@/lib/services/talents';
import { pickSelection } from '@/lib/talents/selection';
import type { Measures } from '@/lib/talents/types';
import { measuresOf } from '@/tests/unit/measures';
import { talentSummary } from '@/tests/unit/talent-summary';

import { GET } from './route';

const talent = (id: number, measures: Partial<Measures>) =>
  talentSummary(id, { measures: measuresOf({ height: '176/5.9', ...measures }) });

vi.mock('@/lib/services/talents', () => ({ talentsByIds: vi.fn() }));
vi.mock('@/lib/talents/measure-labels', () => ({
  measureTranslator: async (locale: string) => ({
    locale,
    label: (key: string) => `${locale}:${key}`,
    color: () => null,
  }),
}));

// Each measure also in imperial, for the visitor's units (docs/product.md, "Units").
const feet = (ft: number, inch: number) => ({
  joiner: ' ',
  parts: [
    { unit: 'ft', value: String(ft) },
    { unit: 'in', value: String(inch) },
  ],
});
const inches = (inch: number) => ({ joiner: ' ', parts: [{ unit: 'in', value: String(inch) }] });
const shoes = (us: string, uk: string) => ({
  joiner: ' · ',
  parts: [
    { unit: 'US', value: us },
    { unit: 'UK', value: uk },
  ],
});

const ask = (query: string) => GET(new Request(`http://site.test/api/talents/measures?${query}`));

describe('GET /api/talents/measures', () => {
  beforeEach(() => {
    vi.mocked(talentsByIds).mockReset();
    vi.mocked(talentsByIds).mockImplementation(async (ids) =>
      pickSelection(ids, [
        [talent(1, { shoes: '39.5/8.8', eyes: 'Azuis' }), talent(3, { bust: '86/34' })],
      ]),
    );
  });

  it("answers the cards' main measures in the page's language, for the ids found", async () => {
    const response = await ask('lang=es&ids=3-1-2-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    expect(await response.json()).toEqual({
      talents: [
        {
          id: 3,
          measures: [
            { key: 'height', label: 'es:height', value: '176', unit: 'cm', imperial: feet(5, 9) },
            { key: 'bust', label: 'es:bust', value: '86', unit: 'cm', imperial: inches(34) },
          ],
        },
        {
          id: 1,
          measures: [
            { key: 'height', label: 'es:height', value: '176', unit: 'cm', imperial: feet(5, 9) },
            // Shoes with a decimal comma, and on the women's charts; no eyes: not one of a card's
            // measures.
            {
              key: 'shoes',
              label: 'es:shoes',
              value: '39,5',
              unit: 'EU',
              imperial: shoes('8,5', '6'),
            },
          ],
        },
      ],
    });
  });

  it('refuses a bad language or ids with 400, without asking the back-end', async () => {
    for (const query of [
      'lang=fr&ids=1',
      'ids=1',
      'lang=en',
      'lang=en&ids=',
      'lang=en&ids=1-x',
      'lang=en&ids=0',
      `lang=en&ids=${Array.from({ length: 501 }, (_, i) => i + 1).join('-')}`,
    ]) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
    }
    expect(talentsByIds).not.toHaveBeenCalled();
  });

  it("answers the pipeline's 502 when the back-end cannot be read, as every API route", async () => {
    vi.mocked(talentsByIds).mockRejectedValue(new AppError('backend_unreachable'));
    const response = await ask('lang=en&ids=1');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'backend_unavailable' });
  });
});
