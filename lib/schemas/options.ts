// Option lists of the application form (docs/product.md, "Scouting application"). Each value is a
// metric/imperial pair as the integration API stores measures ('170/5.7'); the label shows the
// metric half.
export type MeasureOption = { value: string; label: string };
export type MeasureField = 'height' | 'bust' | 'waist' | 'jeans' | 'shoes';

const CM_PER_INCH = 2.54;
// A Paris point, the unit of European shoe sizes, is 2/3 cm of shoe last.
const CM_PER_PARIS_POINT = 2 / 3;

function range(from: number, to: number, step: number): number[] {
  const count = Math.round((to - from) / step) + 1;
  return Array.from({ length: count }, (_, index) => from + index * step);
}

function number(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 10) / 10);
}

/** 170 → '170/5.7': centimetres, then feet.inches as agencies print it (170 cm is 5 ft 7 in). */
export function heightPair(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${cm}/${Math.floor(inches / 12)}.${inches % 12}`;
}

/** 86 → '86/34': centimetres, then whole inches. */
export function lengthPair(cm: number): string {
  return `${cm}/${Math.round(cm / CM_PER_INCH)}`;
}

/** European jeans size, then the waist in inches (EU − 10), as the talents' measures carry it. */
export function jeansPair(eu: number): string {
  return `${number(eu)}/${number(eu - 10)}`;
}

/**
 * European shoe size, then the shoe's last length in inches: unlike US or UK sizes, that conversion
 * is defined for every size from 1 to 60 and does not depend on gender.
 */
export function shoePair(eu: number): string {
  return `${number(eu)}/${number((eu * CM_PER_PARIS_POINT) / CM_PER_INCH)}`;
}

function options(values: number[], pair: (value: number) => string): MeasureOption[] {
  return values.map((value) => ({ value: pair(value), label: number(value) }));
}

export const MEASURE_OPTIONS: Record<MeasureField, readonly MeasureOption[]> = {
  height: options(range(30, 200, 1), heightPair),
  bust: options(range(65, 200, 1), lengthPair),
  waist: options(range(20, 200, 1), lengthPair),
  jeans: options(range(34, 60, 0.5), jeansPair),
  shoes: options(range(1, 60, 0.5), shoePair),
};

const valueSets = new Map<MeasureField, ReadonlySet<string>>();

export function isMeasureValue(field: MeasureField, value: string): boolean {
  let values = valueSets.get(field);
  if (!values) {
    values = new Set(MEASURE_OPTIONS[field].map((option) => option.value));
    valueSets.set(field, values);
  }
  return values.has(value);
}
