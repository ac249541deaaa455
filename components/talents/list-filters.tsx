'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useRef } from 'react';

import { UnitsChoice, type UnitsLabels } from '@/components/units/units-choice';
import { withCountTexts } from '@/lib/format/count';
import type { Locale } from '@/lib/i18n/routing';
import type { FilterOptions } from '@/lib/talents/filter-options';
import { hasFilters, NO_FILTERS } from '@/lib/talents/filters';
import type { FilterLink } from '@/lib/talents/lists';

import { FilterFields } from './filter-fields';
import styles from './list-filters.module.css';
import { useCanonicalUrl } from './use-canonical-url';
import { useCardFilter } from './use-card-filter';
import { useListQuery } from './use-list-query';

type Props = {
  /** The id of the list's card grid (talent-grid.tsx), whose cards this shows and hides. */
  gridId: string;
  options: FilterOptions;
  /**
   * The list's gender links when its genders are routes; the page then filters no gender itself.
   */
  genderRoutes: readonly FilterLink[] | null;
  /** The units choice's words: the height filter follows it (height-select.tsx). */
  units: UnitsLabels;
};

/**
 * Search and filters of a talents list (docs/product.md, "Search and filters"): name, height range,
 * hair and eye colour families and, where the list has both and no gender routes, gender. The state lives in the URL query, so a view can be
 * shared, bookmarked and stepped through with Back and Forward; it is applied in the browser over
 * the cards the page already has. Without JavaScript the controls are hidden and every card shows.
 */
export function ListFilters({ gridId, options, genderRoutes, units }: Props) {
  const t = useTranslations('TalentsClient');
  const locale = useLocale() as Locale;
  const [filters, write, search] = useListQuery(locale);
  // A gender route fixes its gender; a `?gender=` there is taken to its route, never applied here.
  const applied = genderRoutes ? { ...filters, gender: null } : filters;
  // The field shows a key at once; the cards follow in a render of their own, after that paint.
  const result = useCardFilter(gridId, useDeferredValue(applied));
  const shown = result?.count ?? null;
  useCanonicalUrl(genderRoutes, search, locale);
  const searchInput = useRef<HTMLInputElement>(null);

  const total = options.genders.all;
  const filtered = hasFilters(applied);
  const active = [
    applied.q.trim(),
    applied.height,
    applied.hair.length,
    applied.eyes.length,
    applied.gender,
  ].filter(Boolean).length;
  const showGender =
    !genderRoutes &&
    ((options.genders.woman > 0 && options.genders.man > 0) || applied.gender !== null);
  const clear = () => {
    write(NO_FILTERS, 'all');
    searchInput.current?.focus();
  };

  return (
    <div className={styles.filters}>
      <noscript>
        <style>{`.${styles.filters}{display:none}`}</style>
      </noscript>
      <FilterFields
        filters={applied}
        active={active}
        options={options}
        facets={result?.facets ?? null}
        showGender={showGender}
        searchInput={searchInput}
        onChange={write}
      />
      <div className={styles.status}>
        <p role="status" className={styles.count}>
          {shown === null || !filtered
            ? t('results', withCountTexts({ count: total }, locale))
            : t('resultsOf', withCountTexts({ count: shown, total }, locale))}
        </p>
        {filtered && shown !== 0 ? (
          <button type="button" className={styles.clear} onClick={clear}>
            {t('clearFilters')}
          </button>
        ) : null}
        {options.heights.length > 0 ? (
          <UnitsChoice labels={units} compact className={styles.units} />
        ) : null}
      </div>
      {shown === 0 && filtered ? (
        <div className={styles.empty}>
          <p>{t('noMatches')}</p>
          <button type="button" className={styles.clearLarge} onClick={clear}>
            {t('clearFilters')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
