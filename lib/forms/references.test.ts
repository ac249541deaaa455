import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppError } from '@/lib/errors';
import type { Application } from '@/lib/schemas/application';
import { getAttributes, getTalent, talentsByIds } from '@/lib/services/talents';

import { canonicalModels, checkApplicationOptions } from './references';

const COUNTRY_NAMES: Record<string, string> = { es: 'España', en: 'Spain', pt: 'Espanha' };
vi.mock('@/lib/services/talents', () => ({
  getAttributes: vi.fn(async (locale: string, country?: number) => ({
    countries: [{ id: 724, value: COUNTRY_NAMES[locale] ?? '' }],
    eyes: [{ id: 1, value: 'Verdes' }],
    cities: country === 724 ? [{ id: 1, value: 'Madrid' }] : [],
  })),
  talentsByIds: vi.fn(async (ids: number[]) => {
    const talents = ids.includes(12) ? [{ id: 12, name: 'Lucía Navarro' }] : [];
    return { talents, skipped: ids.length - talents.length };
  }),
  getTalent: vi.fn(async (id: number) => {
    if (id === 40) return { id, name: 'Marco Ruiz' };
    throw new AppError('not_found', 'no such talent');
  }),
}));

const application = (changes: Partial<Application>) =>
  ({
    country: { value: 724, label: 'España' },
    basedin: { value: 1, label: 'Madrid' },
    eyes: 'Verdes',
    ...changes,
  }) as Application;

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    (value) => value,
    (error: unknown) => (error instanceof AppError ? [error.status, error.fields] : error),
  );
}

describe('checkApplicationOptions', () => {
  it('accepts listed options, the country named in any of the site languages', async () => {
    expect(await refusal(checkApplicationOptions(application({})))).toBeUndefined();
    expect(
      await refusal(
        checkApplicationOptions(application({ country: { value: 724, label: 'Spain' } })),
      ),
    ).toBeUndefined();
  });

  it('refuses a made-up country, city, label or eye colour', async () => {
    expect(
      await refusal(
        checkApplicationOptions(application({ country: { value: 99999, label: 'España' } })),
      ),
    ).toEqual([400, { country: ['option'] }]);
    expect(
      await refusal(
        checkApplicationOptions(application({ country: { value: 724, label: 'Atlantis' } })),
      ),
    ).toEqual([400, { country: ['option'] }]);
    expect(
      await refusal(
        checkApplicationOptions(application({ basedin: { value: 123456, label: 'Madrid' } })),
      ),
    ).toEqual([400, { basedin: ['option'] }]);
    expect(await refusal(checkApplicationOptions(application({ eyes: 'Purple' })))).toEqual([
      400,
      { eyes: ['option'] },
    ]);
  });

  it('answers 502 when the lists cannot be read', async () => {
    vi.mocked(getAttributes).mockRejectedValueOnce(new Error('down'));
    expect(await refusal(checkApplicationOptions(application({})))).toEqual([502, undefined]);
  });
});

describe('canonicalModels', () => {
  beforeEach(() => {
    vi.mocked(getTalent).mockClear();
  });

  it('names the talents as the agency does, whatever the browser sent, once each', async () => {
    const models = await canonicalModels([
      { id: 12, name: '<b>Anyone</b>' },
      { id: 40, name: 'x' },
      { id: 12, name: 'again' },
    ]);
    expect(models).toBe('[{"id":12,"name":"Lucía Navarro"},{"id":40,"name":"Marco Ruiz"}]');
    expect(talentsByIds).toHaveBeenCalled();
    expect(getTalent).toHaveBeenCalledTimes(1);
  });

  it('keeps the visitor’s note beside the agency’s name', async () => {
    const models = await canonicalModels([{ id: 12, name: 'Lucy', note: 'day 2' }]);
    expect(models).toBe('[{"id":12,"name":"Lucía Navarro","note":"day 2"}]');
  });

  it("refuses a talent the agency does not have with 'unknownTalent'", async () => {
    expect(
      await refusal(
        canonicalModels([
          { id: 12, name: 'Lucía' },
          { id: 999999, name: 'Anyone' },
        ]),
      ),
    ).toEqual([400, { models: ['unknownTalent'] }]);
  });

  it('looks up only a few talents missing from the lists per send', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ id: 1000 + index, name: 'x' }));
    expect(await refusal(canonicalModels(many))).toEqual([400, { models: ['unknownTalent'] }]);
    expect(getTalent).toHaveBeenCalledTimes(1);
  });
});
