import type { z } from 'zod';

import { mediaUrl } from '../env/site';
import { locales } from '../i18n/routing';
import { httpUrl } from '../security/safe-url';
import type {
  customizationsSchema,
  RawPost,
  RawPostItem,
  RawSlideText,
  websiteImagesSchema,
  websiteTextsSchema,
} from './schemas';
import type {
  Customizations,
  Localized,
  Post,
  PostItem,
  SiteContent,
  Slide,
  SlideText,
  WebsiteImage,
} from './types';

export function toPostItem(raw: RawPostItem): PostItem {
  return {
    id: raw.id,
    slug: raw.slug,
    title: raw.title,
    cover: raw.cover ? mediaUrl(raw.cover) : '',
    thumbnail: raw.thumbnail ? mediaUrl(raw.thumbnail) : '',
    language: raw.language,
    content: raw.content,
    publishedAt: raw.published_at ?? '',
  };
}

export function toPost(raw: RawPost): Post {
  return {
    ...toPostItem(raw),
    section: raw.section,
    batch: raw.batch,
    batchItems: raw.batchItems.map(toPostItem),
  };
}

export function toTexts(raw: z.infer<typeof websiteTextsSchema>): SiteContent['texts'] {
  const texts: Record<string, Localized> = {};
  for (const item of raw.data) texts[item.name] = item.value;
  return texts;
}

export function toImages(raw: z.infer<typeof websiteImagesSchema>): SiteContent['images'] {
  const images: Record<string, WebsiteImage> = {};
  for (const item of raw.data) {
    images[item.name] = {
      name: item.name,
      mobile: mediaUrl(item.mobile),
      desktop: mediaUrl(item.desktop),
      description: item.description ?? '',
      width: item.width,
      height: item.height,
    };
  }
  return images;
}

export function toCustomizations(raw: z.infer<typeof customizationsSchema>): Customizations {
  const { brand, contact } = raw.data;
  const address = contact?.address;
  return {
    brand: {
      name: brand?.name ?? '',
      bookingProvider: bookingProvider(brand?.booking_provider),
    },
    contact: {
      emails: contact?.emails ?? [],
      phones: contact?.phones ?? [],
      address: address
        ? {
            street: address.street,
            postalCode: address.postal_code,
            city: address.city,
            country: address.country,
            lat: address.lat,
            lng: address.lng,
          }
        : null,
      instagram: contact?.instagram ?? null,
    },
  };
}

function bookingProvider(
  raw: { name: string; url: string } | null | undefined,
): Customizations['brand']['bookingProvider'] {
  const url = httpUrl(raw?.url);
  return raw && url ? { name: raw.name, url } : null;
}

/** Social profiles with a usable http(s) link; anything else is left out. */
export function toSocialMedias(raw: { name: string; url: string }[]): SiteContent['socialMedias'] {
  return raw.flatMap((media) => {
    const url = httpUrl(media.url);
    return url ? [{ name: media.name, url }] : [];
  });
}

export function toSlideText(raw: RawSlideText): SlideText {
  return { title: raw.title, subtitle: raw.subtitle ?? null, link: raw.link ?? null };
}

export function toSlideTranslations(
  raw: Partial<Record<string, RawSlideText | null | undefined>> | null | undefined,
): Slide['translations'] {
  const translations: Slide['translations'] = {};
  for (const locale of locales) {
    const text = raw?.[locale];
    if (text) translations[locale] = toSlideText(text);
  }
  return translations;
}
