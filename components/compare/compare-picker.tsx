'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { AppLink } from '@/components/ui/app-link';
import { withCountTexts } from '@/lib/format/count';
import { COMPARE_MAX, comparisonSegment } from '@/lib/talents/comparison';

import styles from './compare-picker.module.css';

type Talent = { id: number; name: string };

/**
 * Choosing talents to compare (issue 48), from the favorites or a shared selection: a checkbox per
 * talent, the first four checked, and a link to the comparison of those checked. A fifth is
 * refused, and the reason said where a screen reader hears it.
 */
export function ComparePicker({ talents }: { talents: readonly Talent[] }) {
  const t = useTranslations('Compare');
  const locale = useLocale();
  const id = useId();
  const [chosen, setChosen] = useState(() => talents.slice(0, COMPARE_MAX).map(({ id }) => id));
  const [refusal, setRefusal] = useState('');
  if (talents.length < 2) return null;

  // In the list's order, whatever order they were checked in; without talents since removed.
  const ids = talents.filter((talent) => chosen.includes(talent.id)).map((talent) => talent.id);
  const segment = comparisonSegment(ids);
  const toggle = (talent: Talent, checked: boolean) => {
    if (checked && ids.length >= COMPARE_MAX) {
      setRefusal(t('fifth', { name: talent.name }));
      return;
    }
    setRefusal('');
    setChosen(checked ? [...ids, talent.id] : ids.filter((other) => other !== talent.id));
  };

  return (
    <section className={styles.picker} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('pickerTitle')}
      </h2>
      <p id={`${id}-lead`} className={styles.lead}>
        {t('pickerLead')}
      </p>
      <fieldset className={styles.choices} aria-describedby={`${id}-lead`}>
        <legend className="visually-hidden">{t('pickerLegend')}</legend>
        {talents.map((talent) => (
          <label key={talent.id} className={styles.choice}>
            <input
              type="checkbox"
              checked={ids.includes(talent.id)}
              onChange={(event) => toggle(talent, event.target.checked)}
            />
            {talent.name}
          </label>
        ))}
      </fieldset>
      <p role="status" className={styles.refusal}>
        {refusal}
      </p>
      {segment ? (
        <AppLink
          href={{ pathname: '/compare/[ids]', params: { ids: segment } }}
          className={styles.go}
        >
          {t('compare', withCountTexts({ count: ids.length }, locale))}
        </AppLink>
      ) : (
        <p className={styles.hint}>{t('chooseMore')}</p>
      )}
    </section>
  );
}
