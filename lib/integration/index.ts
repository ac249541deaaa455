import 'server-only';

import { cachedRead, profileTag, TAGS } from '../api-client/cache';
import { createSignedInClient } from '../api-client/sign-in';
import { serverEnv } from '../env/server';
import type { Locale } from '../i18n/routing';
import { TALENT_LANGUAGE } from '../talents/constants';
import { missingTexts, withFallbackTexts } from './fallback';
import { toTalent, toTalentSummary } from './mappers';
import { attributesSchema, talentListSchema, talentProfileSchema } from './schemas';
import type { Attributes, Talent, TalentFilters, TalentSummary } from './types';

export const integration = createSignedInClient({
  name: 'integration',
  baseUrl: serverEnv.INTEGRATION_API_URL,
  signInPath: '/api/signin',
  credentials: () => ({ salt: serverEnv.INTEGRATION_SALT, api_key: serverEnv.INTEGRATION_API_KEY }),
  credentialVars: ['INTEGRATION_SALT', 'INTEGRATION_API_KEY'],
  tokenField: 'access_token',
});

/**
 * Talents matching every category given (and the gender, if any). Read in the spec's language
 * (pt) for every page: a card shows no text of the talent's, so all languages share one cached
 * list, and the list answer carries no biography.
 */
export const getTalents = cachedRead(
  'talents',
  TAGS.talents,
  async (filters: TalentFilters, paginate: number): Promise<TalentSummary[]> => {
    const answer = await integration.request('/api/talents', {
      method: 'POST',
      query: { language: TALENT_LANGUAGE, paginate },
      json: { filters },
      schema: talentListSchema,
    });
    return answer.data.map(toTalentSummary);
  },
);

/** A profile as the integration API answers it in one language; cached per id and language. */
const readProfile = cachedRead(
  'talent-profile',
  TAGS.profiles,
  async (id: number, language: Locale): Promise<Talent> => {
    const answer = await integration.request('/api/talent/profile', {
      query: { language, id, cover2: 1, skills: 1, city: 1, country: 1, media_id: 1 },
      schema: talentProfileSchema,
    });
    return toTalent(answer.data);
  },
  { itemTag: (id) => profileTag(id) },
);

/**
 * A talent's profile in the page's language, its biography, country and skills falling back to
 * Portuguese (the spec's fixed language) where that language has none (docs/product.md, "Departures
 * from the original specification", 7).
 */
export async function getTalent(id: number, language: Locale): Promise<Talent> {
  const talent = await readProfile(id, language);
  if (language === TALENT_LANGUAGE || !missingTexts(talent)) return talent;
  return withFallbackTexts(talent, await readProfile(id, TALENT_LANGUAGE));
}

/** Countries and eye colours; the cities of a country when one is given. */
export const getAttributes = cachedRead(
  'talent-attributes',
  TAGS.attributes,
  async (language: string, countryId?: number): Promise<Attributes> =>
    integration.request('/api/talents/attributes', {
      query: { language, countries: 1, eyes: 1, cities: countryId },
      schema: attributesSchema,
    }),
);
