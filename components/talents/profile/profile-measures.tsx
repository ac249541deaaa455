import { MeasureValue } from '@/components/units/measure-value';
import type { Locale } from '@/lib/i18n/routing';
import { measureTranslator } from '@/lib/talents/measure-labels';
import { measureRows } from '@/lib/talents/measure-rows';
import type { Talent } from '@/lib/talents/types';

import styles from './profile.module.css';

type Props = { talent: Pick<Talent, 'measures' | 'gender' | 'categories'>; locale: Locale };

/**
 * Measures with their units, in both systems (docs/product.md, "Measures" and "Units"); hair and
 * eye values arrive in Portuguese and are translated.
 */
export async function ProfileMeasures({ talent, locale }: Props) {
  const rows = measureRows(talent.measures, talent, await measureTranslator(locale));
  return (
    <dl className={styles.measures}>
      {rows.map((row) => (
        <div key={row.key} className={styles.measure}>
          <dt>{row.label}</dt>
          <dd>
            <MeasureValue row={row} unitClassName={styles.unit} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
