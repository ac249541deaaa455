import type { Locale } from '@/lib/i18n/routing';
import type { Gender, Measures } from '@/lib/integration/types';
import { measureTranslator } from '@/lib/talents/measure-labels';
import { measureRows } from '@/lib/talents/measure-rows';

import styles from './profile.module.css';

type Props = { measures: Measures; gender: Gender; locale: Locale };

/**
 * Measures with their units (docs/product.md, "Measures"); hair and eye values arrive in Portuguese
 * and are translated.
 */
export async function ProfileMeasures({ measures, gender, locale }: Props) {
  const rows = measureRows(measures, gender, await measureTranslator(locale));

  return (
    <dl className={styles.measures}>
      {rows.map((row) => (
        <div key={row.key} className={styles.measure}>
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {row.unit ? <span className={styles.unit}> {row.unit}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
