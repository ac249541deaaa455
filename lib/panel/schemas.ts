import { z } from 'zod';

// Raw answers of the panel API (backend/API.md).
const text = z.string().nullish();
const localized = z.object({ es: text, en: text, pt: text }).partial();

export const websiteTextsSchema = z.object({
  data: z.array(z.object({ name: z.string(), value: localized })),
});

export const websiteImagesSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      mobile: z.string(),
      desktop: z.string(),
      description: z.string().nullish(),
      width: z.number().default(1920),
      height: z.number().default(1080),
    }),
  ),
});

export const customizationsSchema = z.object({
  data: z
    .object({
      brand: z
        .object({
          name: z.string(),
          booking_provider: z.object({ name: z.string(), url: z.string() }).nullish(),
        })
        .nullish(),
      contact: z
        .object({
          emails: z.array(z.object({ department: localized, email: z.string() })).default([]),
          phones: z.array(z.object({ label: localized, number: z.string() })).default([]),
          address: z
            .object({
              street: z.string(),
              postal_code: z.string(),
              city: z.string(),
              country: z.string(),
              lat: z.number(),
              lng: z.number(),
            })
            .nullish(),
          instagram: z.string().nullish(),
        })
        .nullish(),
    })
    .passthrough(),
});

export const socialMediasSchema = z.object({
  data: z.array(z.object({ name: z.string(), url: z.string() })),
});

const postItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  cover: z.string().default(''),
  thumbnail: z.string().nullish(),
  language: z.string(),
  content: z.string().default(''),
  published_at: z.string().nullish(),
});

export const postSchema = postItemSchema.extend({
  section: z.enum(['news', 'magazine']),
  batch: z.boolean().default(false),
  batchItems: z.array(postItemSchema).default([]),
});

export const postPageSchema = z.object({
  data: z.array(postSchema),
  current_page: z.number(),
  last_page: z.number(),
  total: z.number().default(0),
});

export const postAnswerSchema = z.object({ data: postSchema });

const slideText = z.object({
  title: z.string().default(''),
  subtitle: z.string().nullish(),
  link: z.string().nullish(),
});

export const slidesSchema = z.object({
  data: z.array(
    slideText.extend({
      id: z.number(),
      image: z.object({
        mobile: z.string(),
        desktop: z.string(),
        width: z.number(),
        height: z.number(),
      }),
      // Texts and links in other languages (backend/API.md); a panel without them sends one
      // language.
      translations: z
        .object({ es: slideText.nullish(), en: slideText.nullish(), pt: slideText.nullish() })
        .partial()
        .nullish(),
    }),
  ),
});

export const createdSchema = z.object({ id: z.union([z.number(), z.string()]) }).passthrough();
export const zipSchema = z.object({ url: z.string() });

export type RawPost = z.infer<typeof postSchema>;
export type RawSlideText = z.infer<typeof slideText>;
export type RawPostItem = z.infer<typeof postItemSchema>;
