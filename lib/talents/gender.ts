import type { Gender } from '../integration/types';

export type GenderChoice = Gender | 'all';
export const GENDER_CHOICES: readonly GenderChoice[] = ['all', 'woman', 'man'];

/** A `?gender=` value from the URL, or the list's initial choice when absent or unknown. */
export function parseGenderChoice(value: string | null, initial: GenderChoice): GenderChoice {
  return GENDER_CHOICES.find((choice) => choice === value) ?? initial;
}

export type GenderCounts = Record<GenderChoice, number>;

export function countByGender(talents: readonly { gender: Gender }[]): GenderCounts {
  const woman = talents.filter((talent) => talent.gender === 'woman').length;
  return { all: talents.length, woman, man: talents.length - woman };
}
