import type { Gender } from '../integration/types';

export type GenderChoice = Gender | 'all';
export const GENDER_CHOICES: readonly GenderChoice[] = ['all', 'woman', 'man'];

export type GenderCounts = Record<GenderChoice, number>;

export function countByGender(talents: readonly { gender: Gender }[]): GenderCounts {
  const woman = talents.filter((talent) => talent.gender === 'woman').length;
  return { all: talents.length, woman, man: talents.length - woman };
}
