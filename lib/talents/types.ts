import type { VideoProvider } from '../video/embed';
import type { MEASURE_KEYS } from './constants.mjs';

// The talents as the site reasons about them. The integration adapter (lib/integration) maps every
// answer into these types and settles each variant the API may send, so they stay strict here
// (docs/architecture.md, "Reading the back-ends tolerantly").

/** `neutral`: any gender the API sends other than woman or man; such a talent is in no sub-list. */
export type Gender = 'woman' | 'man' | 'neutral';
/** The genders a list is narrowed to. */
export type ListGender = Exclude<Gender, 'neutral'>;

export type Media = { id: number; src: string; width: number; height: number };
/** `provider` null: a video on a site the profile cannot play, offered as a link to it. */
export type Video = Media & { provider: VideoProvider | null; url: string };

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

export type TalentFilters = { categories: number[]; gender?: ListGender };

export type Option = { id: number; value: string };
export type Attributes = { countries: Option[]; eyes: Option[]; cities: Option[] };
