import { z } from 'zod';

import type { Fields } from '../api-client/fields';
import { MEASURE_KEYS } from '../talents/constants.mjs';

// Raw records of the integration API (backend/API.md), each written once for both readings of
// lib/api-client/fields.ts: as documented, and tolerant of the variants a real API drifts into.
// The mappers turn them into the strict domain types of lib/talents/types.ts.

export const GENDERS = ['woman', 'man'] as const;
export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;

const measures = (f: Fields) =>
  f.optional(
    z.object(
      Object.fromEntries(MEASURE_KEYS.map((key) => [key, f.optionalText()])) as Record<
        (typeof MEASURE_KEYS)[number],
        z.ZodType<string | null>
      >,
    ),
  );

const media = (f: Fields) =>
  z.object({
    id: f.id(),
    file: f.text(),
    // Without its size a picture is still shown: the site reads the size from the file.
    width: f.orNull(f.number()),
    height: f.orNull(f.number()),
  });

const video = (f: Fields) =>
  media(f).extend({ provider: f.orNull(f.choice(VIDEO_PROVIDERS)), url: f.text() });

export const talentSummaryShape = (f: Fields) =>
  z.object({
    id: f.id(),
    name: f.text(),
    gender: f.orNull(f.choice(GENDERS)),
    cover: f.optionalText(),
    cover2: f.optionalText(),
    categories: f.refs(),
    city: f.optionalText(),
    country: f.optionalText(),
    measures: measures(f),
  });

export const talentShape = (f: Fields) =>
  talentSummaryShape(f).extend({
    skills: f.texts(),
    media_id: f.optional(f.id()),
    birthdate: f.optionalText(),
    about: f.optionalText(),
    instagram: f.optionalText(),
    galleries: f.optional(
      z.object({
        book: f.list(media(f)),
        snap: f.list(media(f)),
        compo: f.list(media(f)),
        video: f.list(video(f)),
      }),
    ),
  });

export const optionShape = (f: Fields) => z.object({ id: f.id(), value: f.text() });

/** The attribute lists' answer: each list may be missing (it was not asked for). */
export const attributesShape = (f: Fields) =>
  z.object({
    countries: f.optional(f.records()),
    eyes: f.optional(f.records()),
    cities: f.optional(f.records()),
  });

export type RawTalentSummary = z.infer<ReturnType<typeof talentSummaryShape>>;
export type RawTalent = z.infer<ReturnType<typeof talentShape>>;
export type RawMedia = z.infer<ReturnType<typeof media>>;
export type RawVideo = z.infer<ReturnType<typeof video>>;
export type RawOption = z.infer<ReturnType<typeof optionShape>>;
