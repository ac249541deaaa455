/**
 * Metric and imperial measures: the one table of conversions the site uses (docs/product.md,
 * "Units"). What the back-end pairs itself ('170/5.7') is shown from its own pair; what it does not
 * (US and UK shoe sizes) comes from the sizing systems' definitions below. Everything here is plain
 * arithmetic on numbers: no Intl, so the browser's filters can use it without loading number data.
 */

export type Units = 'metric' | 'imperial';

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
/** A Paris point, the step of European shoe sizes: 2/3 cm of the shoe's last. */
const CM_PER_PARIS_POINT = 2 / 3;

const roundToHalf = (value: number) => Math.round(value * 2) / 2;

/** Whole inches of a length in cm (86 → 34). */
export const cmToInches = (cm: number) => Math.round(cm / CM_PER_INCH);
export const inchesToCm = (inches: number) => Math.round(inches * CM_PER_INCH);

/** A height in cm as agencies print it in feet and whole inches (170 → 5 ft 7 in). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const inches = cmToInches(cm);
  return { feet: Math.floor(inches / 12), inches: inches % 12 };
}

/**
 * The centimetres a height filter in inches starts or ends at, so that it takes every height shown
 * as that many inches: from 5 ft 7 in is from 169 cm (66.5 in), up to 5 ft 7 in up to 171 cm.
 */
export const cmFromInches = (inches: number) => Math.ceil((inches - 0.5) * CM_PER_INCH);
export const cmUpToInches = (inches: number) => Math.ceil((inches + 0.5) * CM_PER_INCH) - 1;

/** A height in whole inches as agencies print it: 67 → 5 ft 7 in. */
export function feetInchesText(inches: number): string {
  return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
}

/** A weight in whole pounds (60 kg → 132 lb), and back to whole kilograms. */
export const kgToPounds = (kg: number) => Math.round(kg / KG_PER_POUND);
export const poundsToKg = (pounds: number) => Math.round(pounds * KG_PER_POUND);

/**
 * European jeans and suit sizes are the US/UK size plus ten: EU 36 jeans are a 26-inch waist (the
 * back-end's own pairs, '36/26'), an EU 48 suit a 38 chest.
 */
const SIZE_OFFSET = 10;
export const euToWaistInches = (eu: number) => eu - SIZE_OFFSET;
export const euToSuitSize = (eu: number) => eu - SIZE_OFFSET;

/** A shirt's collar: European sizes are centimetres, US and UK sizes half inches. */
export const collarToInches = (cm: number) => roundToHalf(cm / CM_PER_INCH);
export const collarToCm = (inches: number) => Math.round(inches * CM_PER_INCH);

/** Whose shoe scale a talent's sizes are read on: US women's and men's sizes differ. */
export type ShoeWearer = 'women' | 'men' | 'children' | 'adult';

export type ShoeSizes = { us: number | null; uk: number };

// The systems' definitions, in inches of the shoe's last (L): UK adult sizes are 3L − 25, US men's
// 3L − 24 (UK + 1) and US women's 3L − 22.5 (men's + 1.5); children's sizes are 3L − 12 (UK) and
// 3L − 11.67 (US) up to 13½, after which UK children take adult sizes and US children youth sizes,
// which follow the men's scale. Each is rounded to the nearest half size.
const CHILD_SIZE_MAX = 13.5;
const ADULT_EU = { min: 33.5, max: 50 } as const;
const CHILD_EU_MIN = 15.5;

/**
 * A European shoe size on the US and UK scales of `wearer`, or null outside the charts (shown as
 * it came). 'adult' (a talent of neither gender) gets the UK size only: the US scales differ by
 * gender.
 */
export function shoeSizes(eu: number, wearer: ShoeWearer): ShoeSizes | null {
  const min = wearer === 'children' ? CHILD_EU_MIN : ADULT_EU.min;
  if (!Number.isFinite(eu) || eu < min || eu > ADULT_EU.max || eu * 2 !== Math.round(eu * 2))
    return null;
  const last = (eu * CM_PER_PARIS_POINT) / CM_PER_INCH;
  const ukAdult = roundToHalf(3 * last - 25);
  const usMen = roundToHalf(3 * last - 24);
  if (wearer === 'children') {
    const ukChild = roundToHalf(3 * last - 12);
    const usChild = roundToHalf(3 * last - 35 / 3);
    return {
      uk: ukChild <= CHILD_SIZE_MAX ? ukChild : ukAdult,
      us: usChild <= CHILD_SIZE_MAX ? usChild : usMen,
    };
  }
  if (wearer === 'women') return { uk: ukAdult, us: roundToHalf(3 * last - 22.5) };
  return { uk: ukAdult, us: wearer === 'men' ? usMen : null };
}

/** One number and its unit as shown: '5 ft', '7 in', 'W26', '7.5 US'. */
export type UnitPart = { value: string; unit: string; unitFirst?: boolean };

/** A measure in the other system: its parts, joined by `joiner` ('5 ft 7 in', '7.5 US · 5 UK'). */
export type OtherUnits = { parts: UnitPart[]; joiner: string };

/** '7.5', or '7,5' on pages whose language writes a decimal comma. */
export function decimalText(value: number, locale: string): string {
  const text = String(value);
  return locale === 'en' ? text : text.replace('.', ',');
}

export function unitsText(shown: OtherUnits): string {
  return shown.parts
    .map((part) => (part.unitFirst ? `${part.unit}${part.value}` : `${part.value} ${part.unit}`))
    .join(shown.joiner);
}

const NUMBER = /^\d+(?:\.\d+)?$/;
// feet.inches as agencies write it: '5.7' is 5 ft 7 in, '5.10' 5 ft 10 in.
const FEET_INCHES = /^(\d)\.(\d{1,2})$/;

/** The measures that have an imperial form. */
export type ConvertedMeasure = 'height' | 'bust' | 'waist' | 'hips' | 'jeans' | 'suit' | 'shoes';

/**
 * A measure's imperial form, from what the back-end sent (`raw`, a metric/imperial pair such as
 * '170/5.7'), or null when there is none to show: the measure is then shown as it came in either
 * system. Body lengths and clothing sizes take the pair's own imperial half, so the site never
 * contradicts the agency's data; a value sent in one system only has none. Shoes come from the
 * charts by the European size, whatever follows it: the back-end's second half is not a US or UK
 * size (the application form sends the last's length in inches), and a Brazilian pair ('37x38')
 * stays as it came.
 */
export function imperialMeasure(
  key: ConvertedMeasure,
  raw: string | null,
  wearer: ShoeWearer,
  locale: string,
): OtherUnits | null {
  const [first, second, ...rest] = (raw ?? '').split('/').map((part) => part.trim());
  if (!first || rest.length > 0) return null;
  const number = (value: number) => decimalText(value, locale);
  if (key === 'shoes') {
    const sizes = NUMBER.test(first) ? shoeSizes(Number(first), wearer) : null;
    if (!sizes) return null;
    const parts = [{ value: number(sizes.uk), unit: 'UK' }];
    if (sizes.us !== null) parts.unshift({ value: number(sizes.us), unit: 'US' });
    return { parts, joiner: ' · ' };
  }
  if (!second) return null;
  if (key === 'height') {
    const match = FEET_INCHES.exec(second);
    const feet = Number(match?.[1]);
    const inches = Number(match?.[2]);
    if (!match || inches > 11) return null;
    return {
      parts: [
        { value: String(feet), unit: 'ft' },
        { value: String(inches), unit: 'in' },
      ],
      joiner: ' ',
    };
  }
  if (!NUMBER.test(second)) return null;
  const value = number(Number(second));
  if (key === 'jeans') return { parts: [{ value, unit: 'W', unitFirst: true }], joiner: ' ' };
  if (key === 'suit') return { parts: [{ value, unit: 'US/UK' }], joiner: ' ' };
  return { parts: [{ value, unit: 'in' }], joiner: ' ' };
}
