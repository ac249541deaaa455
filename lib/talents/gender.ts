import type { Gender, ListGender } from './types';

/** A neutral talent is counted under 'all' only, as it is listed. */
export type GenderChoice = ListGender | 'all';
export const GENDER_CHOICES: readonly GenderChoice[] = ['all', 'woman', 'man'];

export type GenderCounts = Record<GenderChoice, number>;

export function countByGender(talents: readonly { gender: Gender }[]): GenderCounts {
  const count = (gender: ListGender) => talents.filter((talent) => talent.gender === gender).length;
  return { all: talents.length, woman: count('woman'), man: count('man') };
}
