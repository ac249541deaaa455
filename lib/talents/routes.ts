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
