import type { AppPathname } from '../i18n/routing';

// Sub-categories (docs/product.md, "Route table") as they appear in internal paths.
export const MODEL_SUBCATEGORIES = ['women', 'men', 'actors', 'international', 'curvy'] as const;
export const TALENT_SUBCATEGORIES = ['creative', 'kids'] as const;

export type ModelSubcategory = (typeof MODEL_SUBCATEGORIES)[number];
export type TalentSubcategory = (typeof TALENT_SUBCATEGORIES)[number];
export type TalentSection = 'models' | 'talents';

export function subcategoryPath(section: TalentSection, subcategory: string): AppPathname {
  return `/${section}/${subcategory}` as AppPathname;
}

/** A talent id from the URL: a positive whole number, or null (then the route is a 404). */
export function parseTalentId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The section a talent's profile lives under: models when it is in the models category, else
 * talents.
 */
export function talentSection(categories: readonly number[]): TalentSection {
  return categories.includes(1) ? 'models' : 'talents';
}

export type ProfilePathname = `/${TalentSection}/[id]/[name]`;
export type ProfileHref = { pathname: ProfilePathname; params: { id: string; name: string } };

/**
 * A talent's profile link (docs/product.md, "Talents list"): /{lang}/{section}/{id}/{slugified
 * name}.
 */
export function profileHref(talent: {
  id: number;
  slug: string;
  section: TalentSection;
}): ProfileHref {
  return {
    pathname: `/${talent.section}/[id]/[name]`,
    params: { id: String(talent.id), name: talent.slug },
  };
}

export type CardHref = { pathname: `${ProfilePathname}/card`; params: ProfileHref['params'] };

/** The composite card under a profile (issue 12): /{lang}/{section}/{id}/{slug}/card. */
export function cardHref(profile: ProfileHref): CardHref {
  return { pathname: `${profile.pathname}/card`, params: profile.params };
}

/** The section and slug a talent's profile URL must have; any other one redirects there. */
export function canonicalProfile(talent: {
  id: number;
  slug: string;
  categories: readonly number[];
}): ProfileHref {
  return profileHref({ ...talent, section: talentSection(talent.categories) });
}

export function isCanonical(href: ProfileHref, section: TalentSection, name: string): boolean {
  return href.pathname === `/${section}/[id]/[name]` && href.params.name === safeDecode(name);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
