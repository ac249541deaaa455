import { hasRoute, type Locale, type StaticPathname } from '../i18n/routing';
import { CATEGORY_IDS } from './constants.mjs';
import type { GenderChoice } from './gender';
import type { TalentFilters } from './types';

export type ListKey =
  | 'models'
  | 'women'
  | 'men'
  | 'actors'
  | 'international'
  | 'curvy'
  | 'newFaces'
  | 'talents'
  | 'creative'
  | 'kids';

export type FilterKey = GenderChoice | 'creative' | 'kids';
export type FilterLink = { key: FilterKey; href: StaticPathname; current: boolean };
export type LinkGroup = { group: 'gender' | 'category'; links: FilterLink[] };

/**
 * What a list loads and which of its choices are routes (docs/product.md, "Talents list"). The
 * gender rule (issue 14, item 5): wherever a language has a route for a gender, that gender is
 * chosen by going to its route, and the route lists only its gender under its own heading; the
 * other lists filter gender in the page (list-filters.tsx), with the other filters.
 */
export type ListPlan = { filters: TalentFilters; links: LinkGroup | null };

const { models, talents, creative, kids, actors, international, curvy, newFaces } = CATEGORY_IDS;

type Routes = readonly (readonly [FilterKey, StaticPathname])[];

const GENDER_ROUTES: Routes = [
  ['all', '/models'],
  ['woman', '/models/women'],
  ['man', '/models/men'],
];
const CATEGORY_ROUTES: Routes = [
  ['all', '/talents'],
  ['creative', '/talents/creative'],
  ['kids', '/talents/kids'],
];

function links(routes: Routes, current: FilterKey, locale: Locale): FilterLink[] {
  return routes
    .filter(([, href]) => hasRoute(locale, href))
    .map(([key, href]) => ({ key, href, current: key === current }));
}

function genderList(gender: GenderChoice, locale: Locale): ListPlan {
  return {
    filters: gender === 'all' ? { categories: [models] } : { categories: [models], gender },
    // Portuguese has no "all models" route: its women and men pages link to each other only.
    links: { group: 'gender', links: links(GENDER_ROUTES, gender, locale) },
  };
}

function categoryList(key: 'all' | 'creative' | 'kids', locale: Locale): ListPlan {
  const categories = key === 'all' ? [talents] : [talents, key === 'creative' ? creative : kids];
  return {
    filters: { categories },
    links: { group: 'category', links: links(CATEGORY_ROUTES, key, locale) },
  };
}

function plainList(categories: number[]): ListPlan {
  return { filters: { categories }, links: null };
}

/** What a list route loads (`listTalents` filters) and its route choices. */
export function listPlan(key: ListKey, locale: Locale): ListPlan {
  switch (key) {
    case 'models':
      return genderList('all', locale);
    case 'women':
      return genderList('woman', locale);
    case 'men':
      return genderList('man', locale);
    case 'actors':
      return plainList([models, actors]);
    case 'international':
      return plainList([models, international]);
    case 'curvy':
      return plainList([models, curvy]);
    case 'newFaces':
      return plainList([newFaces]);
    case 'talents':
      return categoryList('all', locale);
    case 'creative':
      return categoryList('creative', locale);
    case 'kids':
      return categoryList('kids', locale);
  }
}
