import 'server-only';
import { getAttributes } from '../integration';
import { TALENT_LANGUAGE } from '../constants';
import type { Locale } from '../i18n/routing';

/**
 * Talents are read in Portuguese (SPEC.md §9), so their country comes in Portuguese too; the
 * attribute lists give the same country's name in the page's language. Falls back to the name
 * as received when the lists are unavailable or do not know it.
 */
export async function localizeCountry(country: string | null, locale: Locale): Promise<string | null> {
  if (!country || locale === TALENT_LANGUAGE) return country;
  try {
    const [source, target] = await Promise.all([getAttributes(TALENT_LANGUAGE, undefined), getAttributes(locale, undefined)]);
    const id = source.countries.find((option) => option.value === country)?.id;
    return target.countries.find((option) => option.id === id)?.value ?? country;
  } catch {
    return country;
  }
}
