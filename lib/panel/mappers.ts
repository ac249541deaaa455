import { defineRecord } from '../api-client/records';
import type {
  Customizations,
  Localized,
  Slide,
  SlideText,
  SocialMedia,
  WebsiteImage,
} from '../content/types';
import { mediaUrl } from '../env/public.mjs';
import { locales } from '../i18n/routing';
import { httpUrl } from '../security/safe-url';
import {
  customizationsShape,
  slideShape,
  socialMediaShape,
  websiteImageShape,
  websiteTextShape,
  type RawCustomizations,
  type RawLocalized,
  type RawSlide,
  type RawSlideText,
  type RawWebsiteImage,
} from './schemas';

/** The box of a website or slide image sent without its size; its frame comes from CSS. */
const IMAGE_FRAME = { width: 1920, height: 1080 } as const;

function toLocalized(raw: RawLocalized | null): Localized {
  return { es: raw?.es ?? null, en: raw?.en ?? null, pt: raw?.pt ?? null };
}

/** An image with at least one of its two versions; each stands in for the other. */
function toWebsiteImage(raw: RawWebsiteImage): WebsiteImage | null {
  const mobile = raw.mobile ?? raw.desktop;
  const desktop = raw.desktop ?? raw.mobile;
  if (!mobile || !desktop) return null;
  return {
    name: raw.name,
    mobile: mediaUrl(mobile),
    desktop: mediaUrl(desktop),
    description: raw.description ?? '',
    ...sizeOf(raw),
  };
}

function sizeOf(raw: { width: number | null; height: number | null }) {
  const { width, height } = raw;
  return width && height && width > 0 && height > 0 ? { width, height } : IMAGE_FRAME;
}

function toCustomizations(raw: RawCustomizations): Customizations {
  const { brand, contact } = raw;
  const address = contact?.address;
  return {
    brand: { name: brand?.name ?? '', bookingProvider: bookingProvider(brand?.booking_provider) },
    contact: {
      emails: (contact?.emails ?? []).map(({ department, email }) => ({
        department: toLocalized(department),
        email,
      })),
      phones: (contact?.phones ?? []).map(({ label, number }) => ({
        label: toLocalized(label),
        number,
      })),
      address: address
        ? {
            street: address.street,
            postalCode: address.postal_code ?? '',
            city: address.city,
            country: address.country ?? '',
            lat: address.lat,
            lng: address.lng,
          }
        : null,
      instagram: contact?.instagram ?? null,
    },
  };
}

function bookingProvider(
  raw: { name: string | null; url: string } | null | undefined,
): Customizations['brand']['bookingProvider'] {
  const url = httpUrl(raw?.url);
  return url ? { name: raw?.name ?? new URL(url).hostname, url } : null;
}

/** A social profile with a usable http(s) link; anything else is left out. */
function toSocialMedia(raw: { name: string; url: string }): SocialMedia | null {
  const url = httpUrl(raw.url);
  return url ? { name: raw.name, url } : null;
}

function toSlideText(raw: RawSlideText): SlideText {
  return { title: raw.title ?? '', subtitle: raw.subtitle, link: raw.link };
}

function toSlide(raw: RawSlide): Slide | null {
  const mobile = raw.image.mobile ?? raw.image.desktop;
  const desktop = raw.image.desktop ?? raw.image.mobile;
  if (!mobile || !desktop) return null;
  const translations: Slide['translations'] = {};
  for (const locale of locales) {
    const text = raw.translations?.[locale];
    if (text) translations[locale] = toSlideText(text);
  }
  return {
    ...toSlideText(raw),
    id: raw.id,
    image: { mobile: mediaUrl(mobile), desktop: mediaUrl(desktop), ...sizeOf(raw.image) },
    translations,
  };
}

export const websiteTextRecord = defineRecord('website text', websiteTextShape, (raw) => ({
  name: raw.name,
  value: toLocalized(raw.value),
}));
export const websiteImageRecord = defineRecord('website image', websiteImageShape, toWebsiteImage);
// One record of its kind: named by its kind, so an edit in the panel does not log it again.
export const customizationsRecord = defineRecord(
  'customizations',
  customizationsShape,
  toCustomizations,
  () => 'settings',
);
export const socialMediaRecord = defineRecord('social media', socialMediaShape, toSocialMedia);
export const slideRecord = defineRecord('slide', slideShape, toSlide);
