import { defineRecord } from '../api-client/records';
import { mediaUrl } from '../env/public.mjs';
import { slugifyName } from '../format/slug';
import { httpUrl } from '../security/safe-url';
import { MEASURE_KEYS } from '../talents/constants.mjs';
import {
  type Gender,
  type Measures,
  type Media,
  type Option,
  type Talent,
  type TalentSummary,
  type Video,
} from '../talents/types';
import type { VideoProvider } from '../video/embed';
import {
  optionShape,
  talentShape,
  talentSummaryShape,
  type RawMedia,
  type RawTalent,
  type RawTalentSummary,
  type RawVideo,
} from './schemas';

/** The box of a picture whose size neither the API nor the file gave: a portrait book picture. */
const PICTURE_FRAME = { width: 800, height: 1200 } as const;

/** A profile as mapped, and the pictures it got without their size, to be read from the files. */
export type TalentDraft = { talent: Talent; unsized: string[] };

function toTalentSummary(raw: RawTalentSummary): TalentSummary {
  return {
    id: raw.id,
    name: raw.name,
    slug: slugifyName(raw.name),
    gender: toGender(raw.gender),
    cover: raw.cover ? mediaUrl(raw.cover) : null,
    cover2: raw.cover2 ? mediaUrl(raw.cover2) : null,
    categories: raw.categories,
    city: raw.city,
    country: raw.country,
    measures: toMeasures(raw.measures),
  };
}

function toTalentDraft(raw: RawTalent): TalentDraft {
  const galleries = raw.galleries;
  const unsized: string[] = [];
  const pictures = (items: RawMedia[] | undefined) =>
    (items ?? []).map((item) => toMedia(item, unsized));
  const talent: Talent = {
    ...toTalentSummary(raw),
    skills: raw.skills,
    mediaId: raw.media_id,
    birthdate: raw.birthdate,
    about: raw.about,
    instagram: raw.instagram ? raw.instagram.replace(/^@/, '') : null,
    galleries: {
      book: pictures(galleries?.book),
      snap: pictures(galleries?.snap),
      compo: pictures(galleries?.compo),
      video: (galleries?.video ?? []).flatMap(toVideo),
    },
  };
  return { talent, unsized };
}

const WOMAN = new Set(['woman', 'women', 'female', 'f', 'feminino', 'mulher', 'mujer']);
const MAN = new Set(['man', 'men', 'male', 'm', 'masculino', 'homem', 'hombre']);

/** Spellings of woman and man are read as such; any other gender, or none, is neutral. */
function toGender(raw: string | null): Gender {
  const key = raw?.trim().toLowerCase() ?? '';
  if (WOMAN.has(key)) return 'woman';
  if (MAN.has(key)) return 'man';
  return 'neutral';
}

function toMedia(raw: RawMedia, unsized: string[]): Media {
  const src = mediaUrl(raw.file);
  const { width, height } = raw;
  if (width && height && width > 0 && height > 0) return { id: raw.id, src, width, height };
  unsized.push(src);
  return { id: raw.id, src, ...PICTURE_FRAME };
}

// A video is its provider's page: one without an http(s) link is left out. Its still fills a box
// of the video's shape, so its own size does not matter.
function toVideo(raw: RawVideo): Video[] {
  const url = httpUrl(raw.url);
  return url ? [{ ...toMedia(raw, []), provider: toProvider(raw.provider, url), url }] : [];
}

const PROVIDER_HOSTS: Record<VideoProvider, RegExp> = {
  youtube: /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/,
  vimeo: /(^|\.)vimeo\.com$/,
};

/** The provider named in any case, else the one whose site the link is on, else none (a link). */
function toProvider(raw: string | null, url: string): VideoProvider | null {
  const named = raw?.trim().toLowerCase();
  if (named === 'youtube' || named === 'vimeo') return named;
  const host = new URL(url).hostname;
  if (PROVIDER_HOSTS.youtube.test(host)) return 'youtube';
  if (PROVIDER_HOSTS.vimeo.test(host)) return 'vimeo';
  return null;
}

function toMeasures(raw: RawTalentSummary['measures']): Measures {
  const measures = {} as Measures;
  for (const key of MEASURE_KEYS) measures[key] = raw?.[key] ?? null;
  return measures;
}

export const talentSummaryRecord = defineRecord('talent', talentSummaryShape, toTalentSummary);
export const talentRecord = defineRecord('talent', talentShape, toTalentDraft);
export const optionRecord = defineRecord('option', optionShape, (raw): Option => raw);
