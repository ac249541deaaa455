import 'server-only';

import { defineAnswer, listReader, readEnvelope, recordReader } from '../api-client/answers';
import { cachedRead, profileTag, TAGS } from '../api-client/cache';
import { readRecords } from '../api-client/records';
import { createSignedInClient } from '../api-client/sign-in';
import { serverEnv } from '../env/private';
import type { Locale } from '../i18n/routing';
import { TALENT_LANGUAGE } from '../talents/constants.mjs';
import { missingTexts, withFallbackTexts } from '../talents/fallback';
import type { Attributes, Talent, TalentFilters, TalentSummary } from '../talents/types';
import { optionRecord, talentRecord, talentSummaryRecord } from './mappers';
import { withPictureSizes } from './picture-sizes';
import { attributesShape } from './schemas';

export const integration = createSignedInClient({
  name: 'integration',
  baseUrl: serverEnv.INTEGRATION_API_URL,
  signInPath: '/api/signin',
  credentials: () => ({ salt: serverEnv.INTEGRATION_SALT, api_key: serverEnv.INTEGRATION_API_KEY }),
  credentialVars: ['INTEGRATION_SALT', 'INTEGRATION_API_KEY'],
  tokenField: 'access_token',
});

const TALENTS_PATH = '/api/talents';
const PROFILE_PATH = '/api/talent/profile';
const ATTRIBUTES_PATH = '/api/talents/attributes';

/**
 * Talents matching every category given (and the gender, if any). Read in the spec's language
 * (pt) for every page: a card shows no text of the talent's, so all languages share one cached
 * list, and the list answer carries no biography. A talent of another gender than the one asked
 * for (a neutral one the API filed under it) is in no gender's list.
 */
export const getTalents = cachedRead(
  'talents',
  TAGS.talents,
  async (filters: TalentFilters, paginate: number): Promise<TalentSummary[]> => {
    const talents = await integration.request(TALENTS_PATH, {
      method: 'POST',
      query: { language: TALENT_LANGUAGE, paginate },
      json: { filters },
      read: listReader('integration', TALENTS_PATH, talentSummaryRecord),
    });
    const { gender } = filters;
    return gender ? talents.filter((talent) => talent.gender === gender) : talents;
  },
);

/** A profile as the integration API answers it in one language; cached per id and language. */
const readProfile = cachedRead(
  'talent-profile',
  TAGS.profiles,
  async (id: number, language: Locale): Promise<Talent> => {
    const { talent, unsized } = await integration.request(PROFILE_PATH, {
      query: { language, id, cover2: 1, skills: 1, city: 1, country: 1, media_id: 1 },
      read: recordReader('integration', PROFILE_PATH, talentRecord),
    });
    return unsized.length > 0 ? withPictureSizes(talent, unsized) : talent;
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

const attributesAnswer = defineAnswer('attributes answer', attributesShape);

/** Countries and eye colours; the cities of a country when one is given. */
export const getAttributes = cachedRead(
  'talent-attributes',
  TAGS.attributes,
  async (language: string, countryId?: number): Promise<Attributes> =>
    integration.request(ATTRIBUTES_PATH, {
      query: { language, countries: 1, eyes: 1, cities: countryId },
      read: readAttributes,
    }),
);

function readAttributes(json: unknown): Attributes {
  const source = { api: 'integration', path: ATTRIBUTES_PATH } as const;
  const lists = readEnvelope(source, attributesAnswer, json);
  const options = (list: unknown[] | null) => readRecords(source, optionRecord, list ?? []);
  return {
    countries: options(lists.countries),
    eyes: options(lists.eyes),
    cities: options(lists.cities),
  };
}
