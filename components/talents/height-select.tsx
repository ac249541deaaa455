'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { useUnits } from '@/components/units/use-units';
import {
  cmFromInches,
  cmToInches,
  cmUpToInches,
  feetInchesText,
  type Units,
} from '@/lib/format/units';

import styles from './list-filters.module.css';

type Props = {
  id: string;
  /** The range's start or end: in inches, each picks the centimetres that take the whole inch. */
  end: 'min' | 'max';
  label: string;
  /** The URL's value, in centimetres whatever the units shown. */
  value: number | null;
  /** The list's steps in centimetres (filter-options.ts). */
  heights: number[];
  onChange: (value: string) => void;
};

type Choice = { value: number; label: string };

/**
 * One end of the height range, in the visitor's units (docs/product.md, "Search and filters"):
 * 5 cm steps, or whole inches written in feet and inches. The URL keeps centimetres either way, so
 * a link opens the same list in any units: from 5 ft 7 in is `height=169-`, every height shown as
 * 5 ft 7 in or more.
 */
export function HeightSelect({ id, end, label, value, heights, onChange }: Props) {
  const t = useTranslations('TalentsClient');
  const units = useUnits() ?? 'metric';
  // The same elements from one render to the next: typing a name does not go through the options.
  const choices = useMemo(() => {
    const steps = heightChoices(heights, units, end);
    // A height from an edited or shared link that is not a step here still shows as chosen, as
    // it came.
    const extra =
      value === null || steps.some((step) => step.value === value)
        ? []
        : [{ value, label: units === 'metric' ? String(value) : `${value} cm` }];
    return [...steps, ...extra]
      .sort((a, b) => a.value - b.value)
      .map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ));
  }, [heights, units, end, value]);
  return (
    <span className={styles.end}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('any')}</option>
        {choices}
      </select>
    </span>
  );
}

/** The list's steps: as they are in metric, every inch between their ends in imperial. */
export function heightChoices(
  heights: readonly number[],
  units: Units,
  end: 'min' | 'max',
): Choice[] {
  const [low, high] = [heights[0], heights[heights.length - 1]];
  if (units === 'metric' || low === undefined || high === undefined)
    return heights.map((height) => ({ value: height, label: String(height) }));
  const from = cmToInches(low);
  return Array.from({ length: cmToInches(high) - from + 1 }, (_, index) => {
    const inches = from + index;
    return {
      value: end === 'min' ? cmFromInches(inches) : cmUpToInches(inches),
      label: feetInchesText(inches),
    };
  });
}
