import { BIOGRAPHY_CATEGORY_ID } from '../constants';
import type { Talent } from './types';

/**
 * Whether a profile read in the page's language lacks a text the site would show: the biography
 * of a talent who shows one (SPEC.md §6), the country, the skills. Only then is the Portuguese
 * profile read as well, so most profiles cost one call.
 */
export function missingTexts(talent: Talent): boolean {
  const biographyShown = talent.categories.includes(BIOGRAPHY_CATEGORY_ID);
  return (biographyShown && talent.about === null) || talent.country === null || talent.skills.length === 0;
}

/** The profile with each missing text taken from the Portuguese one; everything else stays as read. */
export function withFallbackTexts(talent: Talent, fallback: Talent): Talent {
  return {
    ...talent,
    about: talent.about ?? fallback.about,
    country: talent.country ?? fallback.country,
    skills: talent.skills.length > 0 ? talent.skills : fallback.skills,
  };
}
