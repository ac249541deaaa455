import { MeasureValue } from '@/components/units/measure-value';
import type { MeasureRow } from '@/lib/talents/measure-rows';

import styles from './measure-list.module.css';

type Props = {
  rows: readonly MeasureRow[];
  /** The list's accessible name, where no heading names it. */
  label?: string;
  /** The list's look, in place of a card's (the composite card has its own). */
  className?: string;
};

/**
 * A card's measures (a shared selection's, a favorite's, the composite card's): label above value,
 * with the unit, as
 * lib/talents/measure-rows.ts formats them for the page's language, in both systems of which the
 * visitor's units show one (components/units/measure-value.tsx).
 */
export function MeasureList({ rows, label, className = styles.measures }: Props) {
  return (
    <dl className={className} aria-label={label}>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>
            <MeasureValue row={row} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
