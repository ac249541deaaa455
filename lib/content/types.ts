import type { Locale } from '../i18n/routing';

// The website's own content as the site reasons about it: texts in each language, images, the
// agency's details and the home's slides. The panel adapter (lib/panel) maps its answers into these
// types and settles every variant the API may send, so they stay strict here.

export type Localized = Partial<Record<Locale, string | null>>;

export type SiteContent = {
  texts: Record<string, Localized>;
  images: Record<string, WebsiteImage>;
  customizations: Customizations;
  socialMedias: SocialMedia[];
};

/** One picture in a phone and a desktop version (art direction), of the same size. */
export type ArtImage = { mobile: string; desktop: string; width: number; height: number };

export type WebsiteImage = ArtImage & { name: string; description: string };
export type SocialMedia = { name: string; url: string };

export type Customizations = {
  brand: { name: string; bookingProvider: { name: string; url: string } | null };
  contact: {
    emails: { department: Localized; email: string }[];
    phones: { label: Localized; number: string }[];
    address: {
      street: string;
      postalCode: string;
      city: string;
      country: string;
      lat: number;
      lng: number;
    } | null;
    instagram: string | null;
  };
};

export type SlideText = { title: string; subtitle: string | null; link: string | null };

/** A slide's own texts are the panel's default language; `translations` holds the others it has. */
export type Slide = SlideText & {
  id: number;
  image: ArtImage;
  translations: Partial<Record<Locale, SlideText>>;
};
