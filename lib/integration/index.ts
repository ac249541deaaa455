import 'server-only';
import { serverConfig } from '../config';
import { createBackendClient, postCredentials } from '../backend/client';
import { cachedRead, profileTag, TAGS } from '../backend/cache';
import { TALENT_LANGUAGE } from '../constants';
import { attributesSchema, talentListSchema, talentProfileSchema } from './schemas';
import { toTalent, toTalentSummary } from './mappers';
import type { Attributes, Talent, TalentFilters, TalentSummary } from './types';

const credentialVars = ['INTEGRATION_SALT', 'INTEGRATION_API_KEY'] as const;

export const integration = createBackendClient({
  name: 'integration',
  baseUrl: serverConfig.INTEGRATION_API_URL,
  credentialVars,
  signIn: (baseUrl, signal) =>
    postCredentials(
      { name: 'integration', credentialVars },
      `${baseUrl}/api/signin`,
      { salt: serverConfig.INTEGRATION_SALT, api_key: serverConfig.INTEGRATION_API_KEY },
      'access_token',
      signal,
    ),
});

/** Talents matching every category given (and the gender, if any). */
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

export const getTalent = cachedRead(
  'talent-profile',
  TAGS.profiles,
  async (id: number): Promise<Talent> => {
    const answer = await integration.request('/api/talent/profile', {
      query: { language: TALENT_LANGUAGE, id, cover2: 1, skills: 1, city: 1, country: 1, media_id: 1 },
      schema: talentProfileSchema,
    });
    return toTalent(answer.data);
  },
  { itemTag: (id) => profileTag(id) },
);

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
