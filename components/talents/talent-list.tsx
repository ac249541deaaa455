import { getTranslations } from 'next-intl/server';
import { getTalents } from '@/lib/integration';
import { TALENT_LIST_PAGINATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';
import { listPlan, type ListKey, type ListFilter } from '@/lib/talents/lists';
import { countByGender } from '@/lib/talents/gender';
import type { TalentSummary } from '@/lib/integration/types';
import { FilterLinks } from './filter-links';
import { GenderFilter } from './gender-filter';
import { TalentGrid } from './talent-grid';
import styles from './talent-list.module.css';
import bar from './filter-bar.module.css';

const SECTION_OF: Partial<Record<ListKey, 'models' | 'talents'>> = {
  women: 'models',
  men: 'models',
  actors: 'models',
  international: 'models',
  curvy: 'models',
  creative: 'talents',
  kids: 'talents',
};

/**
 * A talents list page (SPEC.md §2): heading, filter and grid. A back-end failure propagates to the
 * error page (503 with the error's code).
 */
export async function TalentList({ locale, list }: { locale: Locale; list: ListKey }) {
  const plan = listPlan(list, locale);
  const talents = await getTalents(plan.filters, TALENT_LIST_PAGINATE);
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const section = SECTION_OF[list];

  return (
    <div className={`page ${styles.list}`}>
      <header className={styles.header}>
        {section ? <p className="eyebrow">{nav(section)}</p> : null}
        <h1 className="page-title">{nav(list)}</h1>
      </header>
      <Filter filter={plan.filter} talents={talents} locale={locale} />
      {talents.length > 0 ? <TalentGrid talents={talents} label={nav(list)} locale={locale} /> : null}
      {talents.length === 0 && plan.filter.kind === 'links' ? <p className={bar.empty}>{t('empty')}</p> : null}
    </div>
  );
}

type FilterProps = { filter: ListFilter; talents: readonly TalentSummary[]; locale: Locale };

async function Filter({ filter, talents, locale }: FilterProps) {
  if (filter.kind === 'query') return <GenderFilter initial={filter.initial} counts={countByGender(talents)} />;
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const links = filter.links.map((link) => ({ ...link, text: t(link.key) }));
  return <FilterLinks label={t(filter.group === 'gender' ? 'filterGender' : 'filterCategory')} links={links} />;
}
