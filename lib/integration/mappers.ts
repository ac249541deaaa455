import { mediaUrl } from '../env/site';
import { slugifyName } from '../format/slug';
import { httpUrl } from '../security/safe-url';
import type { RawMedia, RawTalent, RawTalentSummary } from './schemas';
import {
  MEASURE_KEYS,
  type Measures,
  type Media,
  type Talent,
  type TalentSummary,
  type Video,
} from './types';

export function toTalentSummary(raw: RawTalentSummary): TalentSummary {
  return {
    id: raw.id,
    name: raw.name,
    slug: slugifyName(raw.name),
    gender: raw.gender,
    cover: raw.cover ? mediaUrl(raw.cover) : null,
    cover2: raw.cover2 ? mediaUrl(raw.cover2) : null,
    categories: raw.categories.map((category) => category.id),
    city: raw.city,
    country: raw.country,
    measures: toMeasures(raw.measures),
  };
}

export function toTalent(raw: RawTalent): Talent {
  const galleries = raw.galleries ?? {};
  return {
    ...toTalentSummary(raw),
    skills: raw.skills ?? [],
    mediaId: raw.media_id ?? null,
    birthdate: raw.birthdate,
    about: raw.about?.trim() ? raw.about : null,
    instagram: raw.instagram ? raw.instagram.replace(/^@/, '') : null,
    galleries: {
      book: (galleries.book ?? []).map(toMedia),
      snap: (galleries.snap ?? []).map(toMedia),
      compo: (galleries.compo ?? []).map(toMedia),
      // A video is its provider's page: one without an http(s) link is left out.
      video: (galleries.video ?? []).flatMap((item): Video[] => {
        const url = httpUrl(item.url);
        return url ? [{ ...toMedia(item), provider: item.provider, url }] : [];
      }),
    },
  };
}

function toMedia(raw: RawMedia): Media {
  return { id: raw.id, src: mediaUrl(raw.file), width: raw.width, height: raw.height };
}

function toMeasures(raw: RawTalentSummary['measures']): Measures {
  const measures = {} as Measures;
  for (const key of MEASURE_KEYS) measures[key] = raw?.[key] ?? null;
  return measures;
}
