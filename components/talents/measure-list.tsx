import { MeasureValue } from '@/components/units/measure-value';
import type { MeasureRow } from '@/lib/talents/measure-rows';

import styles from './measure-list.module.css';

type Props = { rows: readonly MeasureRow[]; label: string; className?: string };

/**
 * A card's measures (a shared selection's, a favorite's): label above value, with the unit, as
 * lib/talents/measure-rows.ts formats them for the page's language, in both systems of which the
 * visitor's units show one (components/units/measure-value.tsx).
 */
export function MeasureList({ rows, label, className }: Props) {
  return (
    <dl className={`${styles.measures} ${className ?? ''}`} aria-label={label}>
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
