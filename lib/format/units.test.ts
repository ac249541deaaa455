import { describe, expect, it } from 'vitest';

import { heightPair, jeansPair, lengthPair, shoePair } from '../schemas/options';
import {
  cmFromInches,
  cmToFeetInches,
  cmToInches,
  cmUpToInches,
  collarToCm,
  collarToInches,
  decimalText,
  euToSuitSize,
  euToWaistInches,
  feetInchesText,
  imperialMeasure,
  inchesToCm,
  kgToPounds,
  poundsToKg,
  shoeSizes,
  unitsText,
  type ConvertedMeasure,
} from './units';

// The option lists of the spec's measures (SPEC.md §3 "Option lists"), as the application form and
// the back-end write them: metric/imperial pairs.
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);
const LISTS = {
  height: range(30, 200, 1),
  bust: range(65, 200, 1),
  waist: range(20, 200, 1),
  hips: range(20, 200, 1),
  chest: range(10, 200, 1),
  weight: range(3, 200, 1),
  jeans: range(34, 60, 0.5),
  shirt: range(1, 60, 0.5),
  suit: range(1, 60, 0.5),
  shoes: range(1, 60, 0.5),
};

const shown = (key: ConvertedMeasure, raw: string, locale = 'en') => {
  const imperial = imperialMeasure(key, raw, 'women', locale);
  return imperial ? unitsText(imperial) : null;
};

/** Every value of `values` goes to the other system and back unchanged. */
function roundTrips(
  values: number[],
  there: (value: number) => number,
  back: (v: number) => number,
) {
  const failed = values.filter((value) => back(there(value)) !== value);
  expect(failed).toEqual([]);
}

describe('heights', () => {
  it('shows the back-end’s own feet and inches for every option of the list, as the table has them', () => {
    for (const cm of LISTS.height) {
      const { feet, inches } = cmToFeetInches(cm);
      expect(shown('height', heightPair(cm))).toBe(`${feet} ft ${inches} in`);
    }
    expect(shown('height', '170/5.7')).toBe('5 ft 7 in');
    expect(shown('height', '178/5.10')).toBe('5 ft 10 in');
    expect(shown('height', '155/5.1')).toBe('5 ft 1 in');
  });

  it('round-trips every height in inches the list reaches through centimetres', () => {
    const inches = [...new Set(LISTS.height.map(cmToInches))];
    roundTrips(inches, inchesToCm, cmToInches);
  });

  it('gives a filter in inches the centimetres of every height shown as that many inches', () => {
    for (const inches of range(12, 100, 1)) {
      const from = cmFromInches(inches);
      const upTo = cmUpToInches(inches);
      // The ends are shown as those inches, the centimetres just outside are not.
      expect([cmToInches(from), cmToInches(upTo)], `${inches} in`).toEqual([inches, inches]);
      expect(cmToInches(from - 1)).toBe(inches - 1);
      expect(cmToInches(upTo + 1)).toBe(inches + 1);
    }
    expect([cmFromInches(67), cmUpToInches(67)]).toEqual([169, 171]);
    expect(feetInchesText(67)).toBe('5 ft 7 in');
  });

  it('shows a value sent in one system only, or unreadable, as it came', () => {
    expect(shown('height', '170')).toBeNull();
    expect(shown('height', '170/5.75')).toBeNull();
    expect(shown('height', '170/5.13')).toBeNull();
    expect(shown('height', '1,70 m')).toBeNull();
    expect(shown('height', null as unknown as string)).toBeNull();
  });
});

describe('body lengths (bust, chest, waist, hips)', () => {
  it('shows the back-end’s own inches for every option of each list, as the table has them', () => {
    for (const list of ['bust', 'chest', 'waist', 'hips'] as const) {
      for (const cm of LISTS[list]) {
        const key = list === 'chest' ? 'bust' : list;
        expect(shown(key, lengthPair(cm)), `${list} ${cm}`).toBe(`${cmToInches(cm)} in`);
      }
    }
  });

  it('round-trips every length in inches the lists reach through centimetres', () => {
    const inches = [...new Set([...LISTS.chest, ...LISTS.waist].map(cmToInches))];
    roundTrips(inches, inchesToCm, cmToInches);
  });
});

describe('weight', () => {
  it('round-trips every kilogram of the list through pounds', () => {
    roundTrips(LISTS.weight, kgToPounds, poundsToKg);
    expect(kgToPounds(60)).toBe(132);
  });
});

describe('jeans and suits', () => {
  it('shows jeans as the waist in inches the back-end pairs them with, the EU size less ten', () => {
    for (const eu of LISTS.jeans) {
      expect(shown('jeans', jeansPair(eu))).toBe(`W${euToWaistInches(eu)}`);
    }
    expect(shown('jeans', '36.5/26.5', 'es')).toBe('W26,5');
    roundTrips(LISTS.jeans, euToWaistInches, (inches) => inches + 10);
  });

  it('shows suits in the US/UK size the back-end pairs them with, the EU size less ten', () => {
    for (const eu of LISTS.suit) {
      const pair = `${eu}/${euToSuitSize(eu)}`;
      if (euToSuitSize(eu) > 0) expect(shown('suit', pair)).toBe(`${eu - 10} US/UK`);
    }
    expect(shown('suit', '48/38')).toBe('38 US/UK');
    roundTrips(LISTS.suit, euToSuitSize, (size) => size + 10);
  });
});

describe('shirts', () => {
  it('round-trips every collar in half inches the list reaches through centimetres', () => {
    const inches = [...new Set(LISTS.shirt.map(collarToInches))];
    roundTrips(inches, collarToCm, collarToInches);
    // The common chart's sizes.
    expect([37, 38, 39, 41, 42, 43].map(collarToInches)).toEqual([14.5, 15, 15.5, 16, 16.5, 17]);
  });
});

describe('shoes', () => {
  it('follows the chart per gender: retail charts’ anchor sizes', () => {
    expect(shoeSizes(38, 'women')).toEqual({ uk: 5, us: 7.5 });
    expect(shoeSizes(36, 'women')).toEqual({ uk: 3.5, us: 6 });
    expect(shoeSizes(40, 'women')).toEqual({ uk: 6.5, us: 9 });
    expect(shoeSizes(42, 'men')).toEqual({ uk: 8, us: 9 });
    expect(shoeSizes(44, 'men')).toEqual({ uk: 9.5, us: 10.5 });
    expect(shoeSizes(45, 'men')).toEqual({ uk: 10.5, us: 11.5 });
    expect(shoeSizes(46, 'men')).toEqual({ uk: 11, us: 12 });
    // Children's sizes up to 13½, then the adult (UK) and youth (US) scales.
    expect(shoeSizes(28, 'children')).toEqual({ uk: 10, us: 10.5 });
    expect(shoeSizes(30, 'children')).toEqual({ uk: 11.5, us: 12 });
    expect(shoeSizes(33, 'children')).toEqual({ uk: 1, us: 2 });
    // A talent of neither gender: UK sizes are the same for all, US ones are not.
    expect(shoeSizes(38, 'adult')).toEqual({ uk: 5, us: null });
  });

  it('gives women a US size one and a half above men’s, and the same UK size', () => {
    for (const eu of range(33.5, 50, 0.5)) {
      const women = shoeSizes(eu, 'women');
      const men = shoeSizes(eu, 'men');
      expect(women?.uk).toBe(men?.uk);
      expect(Math.abs((women?.us ?? 0) - (men?.us ?? 0) - 1.5)).toBeLessThanOrEqual(0.5);
    }
  });

  it('never goes down as the European size goes up, on every scale', () => {
    // Children's scales restart once, at 1, where the adult (UK) and youth (US) ones begin.
    const restarts = (sizes: number[]) =>
      sizes.filter((size, index) => index > 0 && size < (sizes[index - 1] ?? 0)).length;
    for (const wearer of ['women', 'men', 'children'] as const) {
      const rows = LISTS.shoes.flatMap((eu) => shoeSizes(eu, wearer) ?? []);
      const expected = wearer === 'children' ? 1 : 0;
      expect(restarts(rows.map((row) => row.uk)), `${wearer} UK`).toBe(expected);
      expect(restarts(rows.map((row) => row.us ?? 0)), `${wearer} US`).toBe(expected);
    }
  });

  it('reads every option of the list by its European size, and leaves sizes off the charts as they came', () => {
    for (const eu of LISTS.shoes) {
      const sizes = shoeSizes(eu, 'women');
      const text = shown('shoes', shoePair(eu));
      if (eu >= 33.5 && eu <= 50) {
        expect(text, `EU ${eu}`).toBe(`${sizes?.us} US · ${sizes?.uk} UK`);
      } else {
        expect(text, `EU ${eu}`).toBeNull();
      }
    }
    // The second half (a US size or the last's length) is not read.
    expect(shown('shoes', '38/7.5')).toBe('7.5 US · 5 UK');
    expect(shown('shoes', '38/10')).toBe('7.5 US · 5 UK');
    expect(shown('shoes', '38')).toBe('7.5 US · 5 UK');
    expect(shown('shoes', '38x39')).toBeNull();
    expect(shown('shoes', '38.5', 'es')).toBe('8 US · 5,5 UK');
  });
});

describe('decimalText', () => {
  it('writes a decimal comma in Spanish and Portuguese', () => {
    expect(decimalText(7.5, 'es')).toBe('7,5');
    expect(decimalText(7.5, 'pt')).toBe('7,5');
    expect(decimalText(7.5, 'en')).toBe('7.5');
    expect(decimalText(38, 'es')).toBe('38');
  });
});
