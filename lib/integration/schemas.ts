import { z } from 'zod';

// Raw answers of the integration API (backend/API.md). Lenient where the API may omit a field.
const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const mediaSchema = z.object({
  id: z.number(),
  file: z.string(),
  width: z.number(),
  height: z.number(),
});

export const videoSchema = mediaSchema.extend({
  provider: z.enum(['youtube', 'vimeo']),
  url: z.string(),
});

const measuresSchema = z
  .object({
    height: nullableString,
    bust: nullableString,
    waist: nullableString,
    hips: nullableString,
    jeans: nullableString,
    eyes: nullableString,
    hair: nullableString,
    suit: nullableString,
    shoes: nullableString,
  })
  .partial()
  .nullish();

export const talentSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.enum(['woman', 'man']),
  cover: nullableString,
  cover2: nullableString,
  categories: z.array(z.object({ id: z.number() })).default([]),
  city: nullableString,
  country: nullableString,
  measures: measuresSchema,
});

export const talentSchema = talentSummarySchema.extend({
  skills: z.array(z.string()).nullish(),
  media_id: z.number().nullish(),
  birthdate: nullableString,
  about: nullableString,
  instagram: nullableString,
  galleries: z
    .object({
      book: z.array(mediaSchema).default([]),
      snap: z.array(mediaSchema).default([]),
      compo: z.array(mediaSchema).default([]),
      video: z.array(videoSchema).default([]),
    })
    .partial()
    .nullish(),
});

export const talentListSchema = z.object({ data: z.array(talentSummarySchema) });
export const talentProfileSchema = z.object({ data: talentSchema });

const optionSchema = z.object({ id: z.number(), value: z.string() });
export const attributesSchema = z.object({
  countries: z.array(optionSchema).default([]),
  eyes: z.array(optionSchema).default([]),
  cities: z.array(optionSchema).default([]),
});

export type RawTalentSummary = z.infer<typeof talentSummarySchema>;
export type RawTalent = z.infer<typeof talentSchema>;
export type RawMedia = z.infer<typeof mediaSchema>;
