import { describe, expect, it } from 'vitest';

import { personLd } from '../structured-data';
import { publicTalent } from './child-profile';
import { CATEGORY_IDS } from './constants.mjs';

const on = (iso: string) => new Date(`${iso}T12:00:00`);
const talent = (categories: number[], birthdate: string | null) => ({
  id: 4,
  categories,
  birthdate,
  city: 'Madrid',
  country: 'España',
});

describe('publicTalent', () => {
  it('hides where a talent on the kids board lives, whatever the birth date says', () => {
    const kid = talent([CATEGORY_IDS.talents, CATEGORY_IDS.kids], null);
    expect(publicTalent(kid, on('2026-11-28'))).toEqual({ ...kid, city: null, country: null });
    expect(publicTalent({ ...kid, birthdate: '1990-01-01' })).toMatchObject({ city: null });
  });

  it('hides it for anyone under 18 by birth date, until the 18th birthday', () => {
    const newFace = talent([CATEGORY_IDS.newFaces], '2008-11-29');
    expect(publicTalent(newFace, on('2026-11-28'))).toMatchObject({ city: null, country: null });
    expect(publicTalent(newFace, on('2026-11-29'))).toMatchObject({
      city: 'Madrid',
      country: 'España',
    });
  });

  it("keeps an adult's place and every child's birth date (the age may show)", () => {
    const adult = talent([CATEGORY_IDS.models], '2001-04-12');
    expect(publicTalent(adult, on('2026-11-28'))).toBe(adult);
    expect(publicTalent(talent([CATEGORY_IDS.models], null))).toMatchObject({ city: 'Madrid' });
    expect(publicTalent(talent([CATEGORY_IDS.kids], '2016-03-14')).birthdate).toBe('2016-03-14');
  });

  it("leaves a child's structured data without a place or a birth date", () => {
    const kid = publicTalent({
      ...talent([CATEGORY_IDS.talents, CATEGORY_IDS.kids], '2016-03-14'),
      name: 'Candela Ruiz',
      cover: null,
      instagram: null,
      gender: 'woman' as const,
      measures: {
        height: '120/3.11',
        bust: null,
        waist: null,
        hips: null,
        jeans: null,
        eyes: null,
        hair: null,
        suit: null,
        shoes: null,
      },
    });
    const ld = JSON.stringify(
      personLd(kid, 'https://site.example/talentos/4/candela-ruiz', {
        name: 'Agency',
        url: 'https://site.example/',
      }),
    );
    for (const absent of ['Madrid', 'España', 'addressLocality', 'birthDate', '2016'])
      expect(ld).not.toContain(absent);
  });
});
