import { describe, expect, it } from 'vitest';

import { measuresOf } from '@/tests/unit/measures';

import { BIOGRAPHY_CATEGORY_ID } from './constants.mjs';
import { missingTexts, withFallbackTexts } from './fallback';
import type { Talent } from './types';

const talent = (overrides: Partial<Talent>): Talent => ({
  id: 3,
  name: 'Inès Moreau',
  slug: 'ines-moreau',
  gender: 'woman',
  cover: null,
  cover2: null,
  categories: [1907, BIOGRAPHY_CATEGORY_ID],
  city: 'Paris',
  country: 'France',
  measures: measuresOf(),
  skills: ['Photography'],
  mediaId: null,
  birthdate: null,
  about: 'Inès works in make-up and beauty from Paris.',
  instagram: null,
  galleries: { book: [], snap: [], compo: [], video: [] },
  ...overrides,
});

describe('talent text fallback', () => {
  it('needs the Portuguese profile only when a shown text is missing', () => {
    expect(missingTexts(talent({}))).toBe(false);
    expect(missingTexts(talent({ about: null }))).toBe(true);
    // Only creative talents show a biography (docs/product.md, "Roles and permissions"): another's
    // missing one costs no call.
    expect(missingTexts(talent({ about: null, categories: [1] }))).toBe(false);
    expect(missingTexts(talent({ country: null }))).toBe(true);
    expect(missingTexts(talent({ skills: [] }))).toBe(true);
  });

  it('fills only the missing texts from the Portuguese profile', () => {
    const portuguese = talent({
      about: 'Inès trabalha em maquiagem.',
      country: 'França',
      skills: ['Fotografia'],
    });
    expect(withFallbackTexts(talent({ about: null }), portuguese)).toMatchObject({
      about: 'Inès trabalha em maquiagem.',
      aboutLanguage: 'pt',
      country: 'France',
      skills: ['Photography'],
    });
    const ownBiography = withFallbackTexts(talent({ country: null, skills: [] }), portuguese);
    expect(ownBiography).toMatchObject({
      about: 'Inès works in make-up and beauty from Paris.',
      country: 'França',
      skills: ['Fotografia'],
    });
    expect(ownBiography).not.toHaveProperty('aboutLanguage');
  });
});
