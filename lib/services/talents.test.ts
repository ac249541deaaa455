import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getTalents } from '@/lib/integration';
import { CATEGORY_IDS } from '@/lib/talents/constants.mjs';
import { talentSummary } from '@/tests/unit/talent-summary';

import { talentsByIds } from './talents';

vi.mock('@/lib/integration', () => ({ getTalents: vi.fn() }));

describe('talentsByIds', () => {
  beforeEach(() => {
    vi.mocked(getTalents).mockReset();
    vi.mocked(getTalents).mockImplementation(async ({ categories }) => {
      if (categories?.[0] === CATEGORY_IDS.models) return [talentSummary(1), talentSummary(2)];
      if (categories?.[0] === CATEGORY_IDS.newFaces) return [talentSummary(2), talentSummary(7)];
      return [];
    });
  });

  it("answers the ids' talents in their order from the lists, and how many are on none", async () => {
    const { talents, skipped } = await talentsByIds([7, 99, 1, 2]);
    expect(talents.map((talent) => talent.id)).toEqual([7, 1, 2]);
    expect(skipped).toBe(1);
  });

  it('reads the three lists every talent is on, as the list pages read them', async () => {
    await talentsByIds([1]);
    const read = vi.mocked(getTalents).mock.calls.map(([filters]) => filters.categories);
    expect(read).toEqual([[CATEGORY_IDS.models], [CATEGORY_IDS.talents], [CATEGORY_IDS.newFaces]]);
  });
});
