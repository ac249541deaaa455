import { BIOGRAPHY_CATEGORY_ID, TALENT_LANGUAGE } from './constants.mjs';
import type { Talent } from './types';

/**
 * Whether a profile read in the page's language lacks a text the site would show: the biography of
 * a talent who shows one (docs/product.md, "Roles and permissions"), the country, the skills. Only
 * then is the Portuguese profile read as well, so most profiles cost one call.
 */
export function missingTexts(talent: Talent): boolean {
  const biographyShown = talent.categories.includes(BIOGRAPHY_CATEGORY_ID);
  return (
    (biographyShown && talent.about === null) ||
    talent.country === null ||
    talent.skills.length === 0
  );
}

/**
 * The profile with each missing text taken from the Portuguese one; everything else stays as read.
 * A borrowed biography says it is Portuguese, so the page can mark it with its language.
 */
export function withFallbackTexts(talent: Talent, fallback: Talent): Talent {
  const borrowed = talent.about === null && fallback.about !== null;
  return {
    ...talent,
    about: talent.about ?? fallback.about,
    ...(borrowed ? { aboutLanguage: TALENT_LANGUAGE } : {}),
    country: talent.country ?? fallback.country,
    skills: talent.skills.length > 0 ? talent.skills : fallback.skills,
  };
}
