'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import type { FacetCounts } from '@/lib/talents/filter-match';
import type { ColorOption } from '@/lib/talents/filter-options';

import styles from './list-filters.module.css';

type Props = {
  label: string;
  /** The families the list's talents have (lib/talents/filter-options.ts). */
  options: readonly ColorOption[];
  /** The families chosen. */
  chosen: readonly string[];
  /** Each family's count given the other filters, once the filters have run; else the list's. */
  counts: FacetCounts['hair'] | null;
  /** How a chosen family the list does not have is named (its word in the page's URL). */
  nameOf: (value: string) => string;
  onChange: (chosen: string[]) => void;
};

/**
 * Several colour families of one measure (hair or eyes), any of which a talent may have: a button
 * that says what is chosen and opens a group of checkboxes, each with its count given the other
 * filters and the shades it includes. A disclosure and native checkboxes, so keyboards (Tab,
 * Space, Escape to close), screen readers and phones work as with any form; a select with
 * `multiple` is a box that phones and keyboards handle poorly.
 */
export function ColorChoice({ label, options, chosen, counts, nameOf, onChange }: Props) {
  const t = useTranslations('TalentsClient');
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (options.length === 0 && chosen.length === 0) return null;

  // A family chosen by a link but missing from this list still shows, so it can be unchosen.
  const missing = chosen.filter((value) => !options.some((option) => option.value === value));
  const all = [
    ...options,
    ...missing.map((value) => ({ value, label: nameOf(value), count: 0, shades: [] })),
  ];
  const names = all.filter((option) => chosen.includes(option.value)).map((o) => o.label);
  const toggle = (value: string) =>
    onChange(
      chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value],
    );
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  // Focus leaving the field (Tab on, a click elsewhere) closes it.
  const closeOnLeave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div
      className={`${styles.field} ${styles.colors}`}
      onKeyDown={closeOnEscape}
      onBlur={closeOnLeave}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className={styles.choose}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.chosen}>{names.length > 0 ? names.join(', ') : t('any')}</span>
      </button>
      <fieldset id={`${id}-panel`} className={styles.panel} hidden={!open}>
        <legend className="visually-hidden">{label}</legend>
        {/* Written when opened: closed, nobody sees or reaches them, and every list page would
            parse and hydrate the checkboxes of both colour measures at its first load. */}
        {open
          ? all.map((option) => {
              const count = counts ? (counts.get(option.value) ?? 0) : option.count;
              return (
                <label
                  key={option.value}
                  className={styles.check}
                  data-none={count === 0 || undefined}
                >
                  <input
                    type="checkbox"
                    checked={chosen.includes(option.value)}
                    onChange={() => toggle(option.value)}
                  />
                  <span>
                    {t('option', { label: option.label, count: String(count) })}
                    {option.shades.length > 0 ? (
                      <>
                        {' '}
                        <span className={styles.shades}>{option.shades.join(', ')}</span>
                      </>
                    ) : null}
                  </span>
                </label>
              );
            })
          : null}
      </fieldset>
    </div>
  );
}
