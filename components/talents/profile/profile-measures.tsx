import { getMessages, getTranslations } from 'next-intl/server';
import type { Gender, MeasureKey, Measures } from '@/lib/integration/types';
import type { Locale } from '@/lib/i18n/routing';
import { formatMeasure, measureUnit } from '@/lib/format/measures';
import { translateColor } from '@/lib/format/colors';
import styles from './profile.module.css';

const ORDER: readonly MeasureKey[] = ['height', 'bust', 'waist', 'hips', 'jeans', 'suit', 'shoes', 'eyes', 'hair'];
const COLOR_KEYS: ReadonlySet<MeasureKey> = new Set(['eyes', 'hair']);

type Props = { measures: Measures; gender: Gender; locale: Locale };

/** Measures with their units (docs/product.md, "Measures"); hair and eye values arrive in Portuguese and are translated. */
export async function ProfileMeasures({ measures, gender, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Measures' });
  const colors = new Map(Object.entries((await getMessages({ locale })).Colors));
  const rows = ORDER.flatMap((key) => {
    const raw = measures[key];
    const value = COLOR_KEYS.has(key) ? translateColor(raw, (color) => colors.get(color) ?? null) : formatMeasure(raw);
    // The application form labels bust as chest for men (docs/product.md, "Scouting application"); the profile follows it.
    const label = t(key === 'bust' && gender === 'man' ? 'chest' : key);
    return value ? [{ key, label, value, unit: measureUnit(key, value) }] : [];
  });

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
