'use client';

import { useId } from 'react';

import type { Units } from '@/lib/format/units';

import styles from './units-choice.module.css';
import { chooseUnits, useUnits } from './use-units';

export type UnitsLabels = Record<'legend' | Units | `${Units}Hint`, string>;

const CHOICES: readonly Units[] = ['metric', 'imperial'];

/**
 * Metric or imperial, for every measure of the page and the next ones (units-script.ts). Two
 * native radios, so keyboards and screen readers know them; which one looks chosen follows <html>
 * (units-choice.module.css), so it is right from the first paint, before this hydrates.
 */
export function UnitsChoice({
  labels,
  className,
  compact = false,
}: {
  labels: UnitsLabels;
  className?: string;
  /** The legend for screen readers only, where the options say enough on screen. */
  compact?: boolean;
}) {
  const name = useId();
  const units = useUnits();
  return (
    <fieldset className={`${styles.choice} ${className ?? ''}`} data-units-choice="">
      <legend className={compact ? 'visually-hidden' : styles.legend}>{labels.legend}</legend>
      <div className={styles.options}>
        {CHOICES.map((choice) => (
          <label key={choice} className={styles.option} data-value={choice}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={units === choice}
              onChange={() => chooseUnits(choice)}
            />
            {labels[choice]} <span className={styles.hint}>{labels[`${choice}Hint`]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
