import { ageFrom } from '../format/age';
import { ADULT_AGE } from '../schemas/birthdate';
import { CATEGORY_IDS } from './constants.mjs';
import type { TalentSummary } from './types';

type Shown = Pick<TalentSummary, 'categories' | 'city' | 'country'> & {
  birthdate?: string | null;
};

/**
 * A talent as the public pages may show them (docs/product.md, "Children's profiles"): a child (on
 * the kids board, or under 18 by birth date on `today`) without city or country, so no profile,
 * composite card, page description or structured data says where a child lives. The age stays.
 */
export function publicTalent<T extends Shown>(talent: T, today: Date = new Date()): T {
  return isChild(talent, today) ? { ...talent, city: null, country: null } : talent;
}

function isChild(talent: Shown, today: Date): boolean {
  if (talent.categories.includes(CATEGORY_IDS.kids)) return true;
  const age = ageFrom(talent.birthdate, today);
  return age !== null && age < ADULT_AGE;
}
