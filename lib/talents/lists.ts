import { CATEGORY_IDS } from '../constants';
import type { Locale, StaticPathname } from '../i18n/routing';
import type { TalentFilters } from '../integration/types';
import type { GenderChoice } from './gender';

export type ListKey =
  | 'models' | 'women' | 'men' | 'actors' | 'international' | 'curvy' | 'newFaces'
  | 'talents' | 'creative' | 'kids';

export type FilterKey = GenderChoice | 'creative' | 'kids';
export type FilterLink = { key: FilterKey; href: StaticPathname; current: boolean };

/**
 * How a list lets visitors narrow it (SPEC.md §2): links between routes where every choice has a
 * route, else a `?gender=` query read in the browser, starting from the route's own gender.
 */
export type ListFilter =
  | { kind: 'links'; group: 'gender' | 'category'; links: FilterLink[] }
  | { kind: 'query'; initial: GenderChoice };

export type ListPlan = { filters: TalentFilters; filter: ListFilter };

const { models, talents, creative, kids, actors, international, curvy, newFaces } = CATEGORY_IDS;

type Routes = readonly (readonly [FilterKey, StaticPathname])[];

const GENDER_ROUTES: Routes = [['all', '/models'], ['woman', '/models/women'], ['man', '/models/men']];
const CATEGORY_ROUTES: Routes = [['all', '/talents'], ['creative', '/talents/creative'], ['kids', '/talents/kids']];

function links(routes: Routes, current: FilterKey): FilterLink[] {
  return routes.map(([key, href]) => ({ key, href, current: key === current }));
}

function genderList(gender: GenderChoice, locale: Locale): ListPlan {
  // Portuguese has no "all models" route, so its women and men pages filter all models in the browser.
  if (locale === 'pt') return { filters: { categories: [models] }, filter: { kind: 'query', initial: gender } };
  return {
    filters: gender === 'all' ? { categories: [models] } : { categories: [models], gender },
    filter: { kind: 'links', group: 'gender', links: links(GENDER_ROUTES, gender) },
  };
}

function categoryList(key: 'all' | 'creative' | 'kids'): ListPlan {
  const categories = key === 'all' ? [talents] : [talents, key === 'creative' ? creative : kids];
  return { filters: { categories }, filter: { kind: 'links', group: 'category', links: links(CATEGORY_ROUTES, key) } };
}

function queryList(categories: number[]): ListPlan {
  return { filters: { categories }, filter: { kind: 'query', initial: 'all' } };
}

/** What a list route loads (`getTalents` filters) and how it is filtered. */
export function listPlan(key: ListKey, locale: Locale): ListPlan {
  switch (key) {
    case 'models':
      return genderList('all', locale);
    case 'women':
      return genderList('woman', locale);
    case 'men':
      return genderList('man', locale);
    case 'actors':
      return queryList([models, actors]);
    case 'international':
      return queryList([models, international]);
    case 'curvy':
      return queryList([models, curvy]);
    case 'newFaces':
      return queryList([newFaces]);
    case 'talents':
      return categoryList('all');
    case 'creative':
      return categoryList('creative');
    case 'kids':
      return categoryList('kids');
  }
}
