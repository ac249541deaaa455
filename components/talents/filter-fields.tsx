'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type RefObject } from 'react';

import { controlById, useEarlyValues } from '@/components/ui/use-early-values';
import type { Locale } from '@/lib/i18n/routing';
import { colorSlug } from '@/lib/talents/color-families';
import type { FacetCounts } from '@/lib/talents/filter-match';
import type { FilterOptions } from '@/lib/talents/filter-options';
import type { ListFilters } from '@/lib/talents/filters';
import { GENDER_CHOICES } from '@/lib/talents/gender';

import { ColorChoice } from './color-choice';
import { HeightSelect } from './height-select';
import styles from './list-filters.module.css';
import type { FilterField } from './use-list-query';

type Props = {
  filters: ListFilters;
  /** How many filters are set, shown on the phones' Filters button. */
  active: number;
  options: FilterOptions;
  /** The colour families' counts given the other filters, once the filters have run. */
  facets: FacetCounts | null;
  showGender: boolean;
  searchInput: RefObject<HTMLInputElement | null>;
  onChange: (next: ListFilters, field: FilterField) => void;
};

/**
 * The filter controls: native fields (the colours a group of checkboxes, color-choice.tsx), so
 * keyboards, screen readers and phones' pickers just work. Phones show the name search and fold
 * the rest under a Filters button; desktops show everything.
 */
export function FilterFields({
  filters,
  active,
  options,
  facets,
  showGender,
  searchInput,
  onChange,
}: Props) {
  const t = useTranslations('TalentsClient');
  const locale = useLocale() as Locale;
  const id = useId();
  const [open, setOpen] = useState(false);
  const set = <K extends keyof ListFilters>(field: K, value: ListFilters[K]) =>
    onChange({ ...filters, [field]: value }, field);
  const height = filters.height ?? { min: null, max: null };
  const setHeight = (end: 'min' | 'max', value: string) => {
    const next = { ...height, [end]: value ? Number(value) : null };
    set('height', next.min === null && next.max === null ? null : next);
  };
  // Typed or chosen before the list's scripts ran (on a slow phone): applied as if entered now,
  // rather than shown over an unfiltered list until the next render wipes it.
  useEarlyValues(
    () => [`${id}-q`, `${id}-from`, `${id}-to`].map(controlById),
    [filters.q, String(height.min ?? ''), String(height.max ?? '')],
    ([q = '', min = '', max = '']) => {
      const chosen = { min: min ? Number(min) : null, max: max ? Number(max) : null };
      const noHeight = chosen.min === null && chosen.max === null;
      onChange(
        { ...filters, q, height: noHeight ? null : chosen },
        q === filters.q ? 'height' : 'q',
      );
    },
  );

  return (
    <form
      className={styles.fields}
      role="search"
      aria-label={t('filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-q`}>{t('search')}</label>
        <input
          ref={searchInput}
          id={`${id}-q`}
          type="search"
          value={filters.q}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={80}
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen(!open)}
      >
        {t('filtersToggle')}
        {active > 0 ? <span className={styles.badge}>{active}</span> : null}
      </button>
      <div id={`${id}-more`} className={styles.more} data-open={open}>
        {options.heights.length > 0 ? (
          <fieldset className={`${styles.field} ${styles.height}`}>
            <legend>{t('height')}</legend>
            <HeightSelect
              id={`${id}-from`}
              end="min"
              label={t('heightFrom')}
              value={height.min}
              heights={options.heights}
              onChange={(value) => setHeight('min', value)}
            />
            <HeightSelect
              id={`${id}-to`}
              end="max"
              label={t('heightTo')}
              value={height.max}
              heights={options.heights}
              onChange={(value) => setHeight('max', value)}
            />
          </fieldset>
        ) : null}
        {(['hair', 'eyes'] as const).map((kind) => (
          <ColorChoice
            key={kind}
            label={t(kind)}
            options={options[kind]}
            chosen={filters[kind]}
            counts={facets?.[kind] ?? null}
            nameOf={(value) => colorSlug(kind, value, locale)}
            onChange={(chosen) => set(kind, chosen)}
          />
        ))}
        {showGender ? (
          <div
            className={`${styles.field} ${styles.gender}`}
            role="group"
            aria-label={t('filterGender')}
          >
            {GENDER_CHOICES.map((choice) => (
              <button
                key={choice}
                type="button"
                className={styles.choice}
                aria-pressed={(filters.gender ?? 'all') === choice}
                onClick={() => set('gender', choice === 'all' ? null : choice)}
              >
                {t(choice)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </form>
  );
}
