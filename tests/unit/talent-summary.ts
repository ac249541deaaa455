import type { TalentSummary } from '@/lib/talents/types';

import { measuresOf } from './measures';

/**
 * A talent as a list has it: a model named `Talent <id>`, without covers, place or measures,
 * unless changed.
 */
export function talentSummary(id: number, changes: Partial<TalentSummary> = {}): TalentSummary {
  return {
    id,
    name: `Talent ${id}`,
    slug: `talent-${id}`,
    gender: 'woman',
    cover: null,
    cover2: null,
    categories: [1],
    city: null,
    country: null,
    measures: measuresOf(),
    ...changes,
  };
}
