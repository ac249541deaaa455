import type { Measures } from '../types.js';
import type { Random } from './random.js';
import { EYES, HAIR } from './traits.js';

/** Children's boards do not list grey or bleached hair. */
const YOUNG_HAIR = HAIR.filter((hair) => hair !== 'Grisalho' && hair !== 'Platinado');

export type Body = 'woman' | 'man' | 'curvy' | 'girl' | 'boy';

interface Ranges {
  height: [number, number];
  bust: [number, number];
  waist: [number, number];
  hips: [number, number] | null;
  /** European jeans size; the imperial half is the waist in inches (EU - 10). */
  jeans: [number, number] | null;
  suit: [number, number] | null;
  shoes: [number, number];
  /** EU to US shoe size offset (women's and men's scales differ). */
  shoeOffset: number;
}

const RANGES: Record<Body, Ranges> = {
  woman: {
    height: [168, 182],
    bust: [78, 90],
    waist: [58, 66],
    hips: [86, 94],
    jeans: [34, 40],
    suit: null,
    shoes: [36, 41],
    shoeOffset: 30.5,
  },
  curvy: {
    height: [164, 178],
    bust: [92, 110],
    waist: [72, 88],
    hips: [100, 118],
    jeans: [42, 48],
    suit: null,
    shoes: [37, 42],
    shoeOffset: 30.5,
  },
  man: {
    height: [180, 192],
    bust: [90, 102],
    waist: [72, 82],
    hips: [90, 98],
    jeans: [40, 46],
    suit: [46, 52],
    shoes: [41, 46],
    shoeOffset: 33,
  },
  girl: {
    height: [108, 152],
    bust: [54, 72],
    waist: [50, 60],
    hips: [58, 76],
    jeans: null,
    suit: null,
    shoes: [28, 36],
    shoeOffset: 17,
  },
  boy: {
    height: [110, 156],
    bust: [56, 74],
    waist: [52, 62],
    hips: null,
    jeans: null,
    suit: null,
    shoes: [29, 37],
    shoeOffset: 17,
  },
};

const half = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** '170/5.7': centimetres, then feet.inches as agencies print it (170 cm is 5 ft 7 in). */
export function heightPair(cm: number): string {
  const inches = Math.round(cm / 2.54);
  return `${cm}/${Math.floor(inches / 12)}.${inches % 12}`;
}

/** '86/34': centimetres, then whole inches. */
export function lengthPair(cm: number): string {
  return `${cm}/${Math.round(cm / 2.54)}`;
}

function sizePair(eu: number, offset: number): string {
  return `${half(eu)}/${half(eu - offset)}`;
}

function inRange(random: Random, [min, max]: [number, number]): number {
  return random.int(min, max);
}

/** A size in half steps, mostly whole: agencies list 38 far more often than 38.5. */
function halfSize(random: Random, range: [number, number]): number {
  return inRange(random, range) + (random.chance(0.25) ? 0.5 : 0);
}

/**
 * Measures as the integration API sends them. `brazilian` gives the 'NNxNN' shoe notation Brazilian
 * agencies use (two adjacent sizes), which the site shows as '37 BR'.
 */
export function makeMeasures(random: Random, body: Body, brazilian: boolean): Measures {
  const r = RANGES[body];
  const shoe = inRange(random, r.shoes);
  return {
    height: heightPair(inRange(random, r.height)),
    bust: lengthPair(inRange(random, r.bust)),
    waist: lengthPair(inRange(random, r.waist)),
    hips: r.hips ? lengthPair(inRange(random, r.hips)) : null,
    jeans: r.jeans ? sizePair(halfSize(random, r.jeans), 10) : null,
    eyes: random.pick(EYES),
    hair: random.pick(body === 'girl' || body === 'boy' ? YOUNG_HAIR : HAIR),
    suit: r.suit ? sizePair(inRange(random, r.suit) & ~1, 10) : null,
    shoes: brazilian
      ? `${shoe}x${shoe + 1}`
      : sizePair(shoe + (random.chance(0.2) ? 0.5 : 0), r.shoeOffset),
  };
}
