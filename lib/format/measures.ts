/**
 * A measure as SPEC.md §3 shows it: the metric part before '/' ('170/5.7' → '170'); a Brazilian
 * pair of sizes ('39x40') shows its first size plus ' BR'. Empty values give null (not shown).
 */
export function formatMeasure(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.toLowerCase().includes('x')) {
    const first = trimmed.split(/x/i)[0]?.trim();
    return first ? `${first} BR` : null;
  }
  const metric = trimmed.split('/')[0]?.trim();
  return metric || null;
}
