import { z } from 'zod';

import type { Fields } from '../api-client/fields';

// Raw records of the panel API (backend/API.md), each written once for both readings of
// lib/api-client/fields.ts: as documented, and tolerant of the variants a real API drifts into.
// The mappers turn them into the strict domain types of lib/content/types.ts and
// lib/posts/types.ts.

export const SECTIONS = ['news', 'magazine'] as const;
export const LANGUAGES = ['es', 'en', 'pt'] as const;

/** A text per language; tolerant: one text for every language. */
const localized = (f: Fields) => {
  const perLanguage = z.object({
    es: f.optionalText(),
    en: f.optionalText(),
    pt: f.optionalText(),
  });
  if (!f.tolerant) return perLanguage;
  return z.preprocess(
    (value) => (typeof value === 'string' ? { es: value, en: value, pt: value } : value),
    perLanguage,
  );
};

export const websiteTextShape = (f: Fields) =>
  z.object({ name: f.text(), value: f.orNull(localized(f)) });

export const websiteImageShape = (f: Fields) =>
  z.object({
    name: f.text(),
    mobile: f.orNull(f.text()),
    desktop: f.orNull(f.text()),
    description: f.optionalText(),
    width: f.orNull(f.number()),
    height: f.orNull(f.number()),
  });

const link = (f: Fields) => z.object({ name: f.optionalText(), url: f.text() });

export const customizationsShape = (f: Fields) =>
  z.object({
    brand: f.optional(z.object({ name: f.optionalText(), booking_provider: f.optional(link(f)) })),
    contact: f.optional(
      z.object({
        emails: f.list(z.object({ department: localized(f), email: f.text() })),
        phones: f.list(z.object({ label: localized(f), number: f.text() })),
        // Without its coordinates there is no map to draw: the address is left out whole.
        address: f.optional(
          z.object({
            street: f.text(),
            postal_code: f.optionalText(),
            city: f.text(),
            country: f.optionalText(),
            lat: f.number(),
            lng: f.number(),
          }),
        ),
        instagram: f.optionalText(),
      }),
    ),
  });

export const socialMediaShape = (f: Fields) => z.object({ name: f.text(), url: f.text() });

const postItem = (f: Fields) =>
  z.object({
    id: f.id(),
    slug: f.text(),
    title: f.text(),
    cover: f.optionalText(),
    thumbnail: f.optionalText(),
    language: f.choice(LANGUAGES),
    content: f.optionalText(),
    published_at: f.optionalText(),
  });

export const postShape = (f: Fields) =>
  postItem(f).extend({
    section: f.choice(SECTIONS),
    batch: f.flag(false),
    batchItems: f.list(postItem(f)),
  });

/** A page of posts; tolerant: without its page numbers it is taken as the last page. */
export const postPageShape = (f: Fields) =>
  z.object({
    data: f.records(),
    current_page: f.orNull(f.number()),
    last_page: f.orNull(f.number()),
    total: f.optional(f.number()),
  });

const slideText = (f: Fields) =>
  z.object({ title: f.optionalText(), subtitle: f.optionalText(), link: f.optionalText() });

export const slideShape = (f: Fields) =>
  slideText(f).extend({
    id: f.id(),
    image: z.object({
      mobile: f.orNull(f.text()),
      desktop: f.orNull(f.text()),
      width: f.orNull(f.number()),
      height: f.orNull(f.number()),
    }),
    // Texts and links in other languages (backend/API.md); a panel without them sends one
    // language.
    translations: f.optional(
      z.object({
        es: f.optional(slideText(f)),
        en: f.optional(slideText(f)),
        pt: f.optional(slideText(f)),
      }),
    ),
  });

export const createdSchema = z.object({ id: z.union([z.number(), z.string()]) }).passthrough();
export const zipSchema = z.object({ url: z.string() });

export type RawLocalized = z.infer<ReturnType<typeof localized>>;
export type RawWebsiteText = z.infer<ReturnType<typeof websiteTextShape>>;
export type RawWebsiteImage = z.infer<ReturnType<typeof websiteImageShape>>;
export type RawCustomizations = z.infer<ReturnType<typeof customizationsShape>>;
export type RawSocialMedia = z.infer<ReturnType<typeof socialMediaShape>>;
export type RawPostItem = z.infer<ReturnType<typeof postItem>>;
export type RawPost = z.infer<ReturnType<typeof postShape>>;
export type RawSlideText = z.infer<ReturnType<typeof slideText>>;
export type RawSlide = z.infer<ReturnType<typeof slideShape>>;
