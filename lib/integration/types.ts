// Domain types the UI uses; raw API shapes stay in schemas.ts.
export type Gender = 'woman' | 'man';

export type Media = { id: number; src: string; width: number; height: number };
export type Video = Media & { provider: 'youtube' | 'vimeo'; url: string };

export const MEASURE_KEYS = [
  'height',
  'bust',
  'waist',
  'hips',
  'jeans',
  'eyes',
  'hair',
  'suit',
  'shoes',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];
export type Measures = Record<MeasureKey, string | null>;

export type TalentSummary = {
  id: number;
  name: string;
  slug: string;
  gender: Gender;
  cover: string | null;
  cover2: string | null;
  categories: number[];
  city: string | null;
  country: string | null;
  measures: Measures;
};

export type GalleryKind = 'book' | 'snap' | 'compo' | 'video';
export const GALLERY_KINDS: readonly GalleryKind[] = ['book', 'snap', 'compo', 'video'];

export type Galleries = { book: Media[]; snap: Media[]; compo: Media[]; video: Video[] };

export type Talent = TalentSummary & {
  skills: string[];
  mediaId: number | null;
  birthdate: string | null;
  about: string | null;
  /** Set when `about` is in another language than the page's: it fell back to Portuguese. */
  aboutLanguage?: string;
  instagram: string | null;
  galleries: Galleries;
};

export type TalentFilters = { categories: number[]; gender?: Gender };

export type Option = { id: number; value: string };
export type Attributes = { countries: Option[]; eyes: Option[]; cities: Option[] };
