import { unitsText } from '../format/units';
import { measureLabel, measureRows, type MeasureRow } from './measure-rows';
import { parseTalentId } from './routes';
import type { Gender, MeasureKey, TalentSummary } from './types';

/** The most talents compared side by side (issue 48): four columns still fit a phone or a page. */
export const COMPARE_MAX = 4;

/** The rows of a comparison, in the order agencies print measures. */
export const COMPARE_KEYS: readonly MeasureKey[] = [
  'height',
  'bust',
  'waist',
  'hips',
  'shoes',
  'eyes',
  'hair',
];

export type ComparisonIds = { kind: 'ids'; ids: number[]; dropped: number } | { kind: 'invalid' };

/**
 * The ids of a comparison's path segment (`/en/compare/1-3-5`), as a selection's are read: the
 * first COMPARE_MAX are compared, and how many more the link held is said, not silently lost.
 */
export function parseComparisonIds(segment: string): ComparisonIds {
  const ids = new Set<number>();
  for (const part of segment.split('-')) {
    const id = parseTalentId(part);
    if (id === null) return { kind: 'invalid' };
    ids.add(id);
  }
  const all = [...ids];
  return {
    kind: 'ids',
    ids: all.slice(0, COMPARE_MAX),
    dropped: Math.max(0, all.length - COMPARE_MAX),
  };
}

/** A comparison's path segment, the ids in the order given; null for fewer than two. */
export function comparisonSegment(ids: readonly number[]): string | null {
  const unique = [...new Set(ids)];
  return unique.length >= 2 && unique.length <= COMPARE_MAX ? unique.join('-') : null;
}

/** One measure across the talents: each one's value (null when unknown), and where they differ. */
export type ComparisonRow = {
  key: MeasureKey;
  label: string;
  cells: (MeasureRow | null)[];
  /** Whether the values differ as shown in each system (170 and 171 cm are both 5 ft 7 in). */
  differs: { metric: boolean; imperial: boolean };
};

type Translate = Parameters<typeof measureRows>[2];

/**
 * The comparison's rows (docs/product.md, "Comparison"): one per measure of COMPARE_KEYS, a cell
 * per talent. Bust is labelled for the talents' gender when they share one, else bust/chest. A
 * value missing for some talents but not all is a difference.
 */
export function comparisonRows(talents: readonly TalentSummary[], t: Translate): ComparisonRow[] {
  const gender = sharedGender(talents);
  return COMPARE_KEYS.map((key) => {
    const cells = talents.map(
      (talent) => measureRows(talent.measures, talent, t, [key])[0] ?? null,
    );
    return {
      key,
      label: measureLabel(key, gender, t),
      cells,
      differs: {
        metric: differ(cells.map((cell) => cell && metricText(cell))),
        imperial: differ(cells.map((cell) => cell && imperialText(cell))),
      },
    };
  });
}

function sharedGender(talents: readonly TalentSummary[]): Gender {
  const genders = new Set(talents.map((talent) => talent.gender));
  const [only] = genders;
  return genders.size === 1 && only ? only : 'neutral';
}

const metricText = (row: MeasureRow) => (row.unit ? `${row.value} ${row.unit}` : row.value);
const imperialText = (row: MeasureRow) =>
  row.imperial ? unitsText(row.imperial) : metricText(row);
const differ = (values: (string | null)[]) => new Set(values).size > 1;
