/** Answer shapes of backend/API.md; the single source for routes, repositories and the seeder. */

import type { MEASURE_KEYS } from '../../lib/talents/constants.mjs';

export const LANGUAGES = ['es', 'en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Localized = Record<Language, string | null>;

// The category ids and the measures' keys are values the site reads by (docs/product.md,
// "Constants"): the stand-in takes them from the site's module, so the two cannot drift apart.
export { CATEGORY_IDS } from '../../lib/talents/constants.mjs';
export type Measures = Record<(typeof MEASURE_KEYS)[number], string | null>;

export type Gender = 'woman' | 'man';
export const GALLERIES = ['book', 'snap', 'compo', 'video'] as const;
export type GalleryName = (typeof GALLERIES)[number];

export interface Media {
  id: number;
  file: string;
  width: number;
  height: number;
}

export interface Video extends Media {
  provider: 'youtube' | 'vimeo';
  url: string;
}

export interface TalentSummary {
  id: number;
  name: string;
  gender: Gender;
  cover: string;
  cover2: string | null;
  categories: { id: number }[];
  city: string | null;
  country: string | null;
  measures: Measures;
}

export interface Talent extends TalentSummary {
  skills: string[];
  media_id: number | null;
  birthdate: string | null;
  about: string | null;
  instagram: string | null;
  galleries: { book: Media[]; snap: Media[]; compo: Media[]; video: Video[] };
}

export type Section = 'news' | 'magazine';

export interface BatchItem {
  id: number;
  slug: string;
  title: string;
  cover: string;
  thumbnail: string;
  language: Language;
  content: string;
  published_at: string;
}

export interface Post extends BatchItem {
  section: Section;
  batch: boolean;
  batchItems: BatchItem[];
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Customizations {
  brand: { name: string; booking_provider: { name: string; url: string } };
  contact: {
    emails: { department: Record<Language, string>; email: string }[];
    phones: { label: Record<Language, string>; number: string }[];
    address: {
      street: string;
      postal_code: string;
      city: string;
      country: string;
      lat: number;
      lng: number;
    };
    instagram: string;
  };
}

/** A picture in a phone and a desktop version, of the same size. */
export interface ArtImage {
  mobile: string;
  desktop: string;
  width: number;
  height: number;
}

export interface WebsiteImage extends ArtImage {
  name: string;
  description: string;
}

export interface SlideText {
  title: string;
  subtitle: string | null;
  link: string | null;
}

/**
 * `title`, `subtitle` and `link` are the panel's default language (es); `translations` the others.
 */
export interface Slide extends SlideText {
  id: number;
  image: ArtImage;
  translations: Partial<Record<Language, SlideText>>;
}
