import { getMessages, getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { unitsLabels } from '@/components/units/units-control';
import type { Locale } from '@/lib/i18n/routing';
import { listTalents } from '@/lib/services/talents';
import { filterOptions } from '@/lib/talents/filter-options';
import { listPlan, type LinkGroup, type ListKey } from '@/lib/talents/lists';

import bar from './filter-bar.module.css';
import { FilterLinks } from './filter-links';
import { ListFilters } from './list-filters';
import { TalentGrid } from './talent-grid';
import styles from './talent-list.module.css';

const SECTION_OF: Partial<Record<ListKey, 'models' | 'talents'>> = {
  women: 'models',
  men: 'models',
  actors: 'models',
  international: 'models',
  curvy: 'models',
  creative: 'talents',
  kids: 'talents',
};

/** The one card grid of a list page, which its filters show and hide. */
const GRID_ID = 'talent-grid';

/**
 * A talents list page (docs/product.md, "Talents list"): heading, route links, search and filters,
 * and the grid. A back-end failure propagates to the error page (503 with the error's code).
 */
export async function TalentList({ locale, list }: { locale: Locale; list: ListKey }) {
  const plan = listPlan(list, locale);
  const talents = await listTalents(plan.filters);
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const colors = new Map(Object.entries((await getMessages({ locale })).Colors));
  const section = SECTION_OF[list];

  return (
    <div className={`page ${styles.list}`}>
      <header className={styles.header}>
        {section ? <p className="eyebrow">{nav(section)}</p> : null}
        <h1 className="page-title">{nav(list)}</h1>
      </header>
      {plan.links ? <RouteLinks group={plan.links} locale={locale} /> : null}
      {talents.length > 0 ? (
        <ClientMessages namespaces={['TalentsClient']}>
          <ListFilters
            gridId={GRID_ID}
            options={filterOptions(talents, (key) => colors.get(key) ?? null, locale)}
            genderRoutes={plan.links?.group === 'gender' ? plan.links.links : null}
            units={await unitsLabels(locale)}
          />
          <TalentGrid id={GRID_ID} talents={talents} label={nav(list)} locale={locale} />
        </ClientMessages>
      ) : (
        <p className={bar.empty}>{t('empty')}</p>
      )}
    </div>
  );
}

async function RouteLinks({ group, locale }: { group: LinkGroup; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const links = group.links.map((link) => ({ ...link, text: t(link.key) }));
  const label = t(group.group === 'gender' ? 'filterGender' : 'filterCategory');
  return <FilterLinks label={label} links={links} keepGender={group.group !== 'gender'} />;
}
