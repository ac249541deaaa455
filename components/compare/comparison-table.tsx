import { getTranslations } from 'next-intl/server';

import { CardImages } from '@/components/talents/card-images';
import { AppLink } from '@/components/ui/app-link';
import { MeasureValue } from '@/components/units/measure-value';
import type { Locale } from '@/lib/i18n/routing';
import type { ComparisonRow } from '@/lib/talents/comparison';
import { toFavorite } from '@/lib/talents/favorite';
import { profileHref } from '@/lib/talents/routes';
import type { TalentSummary } from '@/lib/talents/types';

import styles from './compare.module.css';

type Props = { talents: TalentSummary[]; rows: ComparisonRow[]; locale: Locale };

/**
 * The comparison as a real table: the talents are the column headers (cover and name, linked to
 * the profile), the measures the row headers. It scrolls sideways inside its own region on a
 * phone, the measures' column staying in view (compare.module.css).
 */
export async function ComparisonTable({ talents, rows, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Compare' });
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    talents.map((talent) => talent.name),
  );
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-labelledby="comparison-caption"
      tabIndex={0}
    >
      <table className={styles.table} data-columns={talents.length}>
        {/* Names the table and its region for screen readers; the heading and names say it on screen. */}
        <caption id="comparison-caption" className="visually-hidden">
          {t('caption', { names })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <span className="visually-hidden">{t('measure')}</span>
            </th>
            {talents.map((talent, index) => (
              <th key={talent.id} scope="col" className={styles.talent}>
                <AppLink href={profileHref(toFavorite(talent))} className={styles.talentLink}>
                  <span className={styles.cover}>
                    <CardImages
                      cover={talent.cover}
                      eager={index < 4}
                      initial={talent.name.charAt(0)}
                    />
                  </span>
                  <span className={styles.name}>{talent.name}</span>
                </AppLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-differs={differsIn(row) ?? undefined}>
              <th scope="row">
                {row.label}
                <DiffersMark row={row} label={t('differs')} />
              </th>
              {row.cells.map((cell, index) => (
                <td key={talents[index]?.id ?? index}>
                  {cell ? (
                    <MeasureValue row={cell} unitClassName={styles.unit} />
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{t('missing')}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** In which systems a row's values differ: both, one (170 and 171 cm are both 5 ft 7 in), none. */
function differsIn({ differs }: ComparisonRow): 'both' | 'metric' | 'imperial' | null {
  if (differs.metric && differs.imperial) return 'both';
  return differs.metric ? 'metric' : differs.imperial ? 'imperial' : null;
}

/** A word, not only a colour, says a row differs: read with the row's header, printed in grey. */
function DiffersMark({ row, label }: { row: ComparisonRow; label: string }) {
  const where = differsIn(row);
  if (!where) return null;
  return (
    <span className={styles.differs} data-unit={where === 'both' ? undefined : where}>
      {label}
    </span>
  );
}
