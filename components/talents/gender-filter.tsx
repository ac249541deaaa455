'use client';

import { Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { GENDER_CHOICES, parseGenderChoice, type GenderChoice, type GenderCounts } from '@/lib/talents/gender';
import styles from './filter-bar.module.css';

type Props = { initial: GenderChoice; counts: GenderCounts };

/**
 * The all / woman / man filter of lists without a route per gender. The choice lives in `?gender=`
 * so a filtered list can be linked and reloaded; the server-rendered cards are hidden with CSS
 * (talent-list.module.css reads `data-gender-filter`), so no talent data is sent twice.
 */
export function GenderFilter(props: Props) {
  return (
    <Suspense fallback={<FilterView {...props} choice={props.initial} />}>
      <QueryGenderFilter {...props} />
    </Suspense>
  );
}

function QueryGenderFilter({ initial, counts }: Props) {
  const params = useSearchParams();
  const choice = parseGenderChoice(params.get('gender'), initial);

  const choose = (next: GenderChoice) => {
    const query = new URLSearchParams(params.toString());
    if (next === initial) query.delete('gender');
    else query.set('gender', next);
    const search = query.toString();
    // Next keeps useSearchParams in step with replaceState, without a round trip to the server.
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  };

  return <FilterView initial={initial} counts={counts} choice={choice} onChoose={choose} />;
}

type ViewProps = Props & { choice: GenderChoice; onChoose?: (choice: GenderChoice) => void };

function FilterView({ counts, choice, onChoose }: ViewProps) {
  const t = useTranslations('TalentsClient');
  return (
    <>
      <div className={styles.bar} role="group" aria-label={t('filterGender')} data-gender-filter={choice}>
        {GENDER_CHOICES.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.option}
            aria-pressed={option === choice}
            onClick={() => onChoose?.(option)}
          >
            {t(option)}
          </button>
        ))}
      </div>
      {counts[choice] === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
    </>
  );
}
