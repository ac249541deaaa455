import { MEASURE_KEYS } from '@/lib/talents/constants.mjs';
import type { Measures } from '@/lib/talents/types';

/** A talent's measures with only `known` given: every other one null, as the back-end sends it. */
export function measuresOf(known: Partial<Measures> = {}): Measures {
  return Object.fromEntries(MEASURE_KEYS.map((key) => [key, known[key] ?? null])) as Measures;
}
