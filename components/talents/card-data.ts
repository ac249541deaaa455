import { site } from '@/lib/env/public.mjs';
import type { Gender } from '@/lib/integration/types';
import type { FavoriteTalent } from '@/lib/talents/favorite';
import type { CardFacts as FilterFacts, MeasureFacts } from '@/lib/talents/filters';
import type { TalentSection } from '@/lib/talents/routes';

/** What the list's filters read from a card (list-filters.tsx): height in cm and colour keys. */
export type CardFacts = MeasureFacts;

/** A card's talent: what the favorites store keeps of it, its gender and what the filters read. */
export type CardTalent = { favorite: FavoriteTalent; gender: Gender; facts: CardFacts };

/**
 * A card's talent as the page sends it to the browser, which writes the card itself: one short
 * array, for lists of up to a thousand. Sending the cards' markup instead put every card in the
 * page twice, once as HTML and once, escaped, in the page data.
 * [id, name, slug, section, gender, cover, second cover, height, hair, eyes]; pictures of the
 * media host are given by their path below /storage/.
 */
export type PackedCard = [
  id: number,
  name: string,
  slug: string,
  section: 'm' | 't',
  gender: 'w' | 'm' | 'n',
  cover: string | null,
  cover2: string | null,
  height: number | null,
  hair: string | null,
  eyes: string | null,
];

const GENDER_CODES = { woman: 'w', man: 'm', neutral: 'n' } as const;
const GENDERS = { w: 'woman', m: 'man', n: 'neutral' } as const;

const STORAGE = `${site.mediaBaseUrl}/storage/`;
const pack = (url: string | null) => (url?.startsWith(STORAGE) ? url.slice(STORAGE.length) : url);
const unpack = (url: string | null) =>
  url === null || /^https?:\/\//.test(url) ? url : `${STORAGE}${url}`;

export function packCard({ favorite, gender, facts }: CardTalent): PackedCard {
  const { id, name, slug, section, cover, cover2 } = favorite;
  return [
    id,
    name,
    slug,
    section === 'models' ? 'm' : 't',
    GENDER_CODES[gender],
    pack(cover),
    pack(cover2),
    facts.height,
    facts.hair,
    facts.eyes,
  ];
}

export function unpackCard([
  id,
  name,
  slug,
  section,
  gender,
  cover,
  cover2,
  height,
  hair,
  eyes,
]: PackedCard): CardTalent {
  const sectionName: TalentSection = section === 'm' ? 'models' : 'talents';
  const favorite = {
    id,
    name,
    slug,
    section: sectionName,
    cover: unpack(cover),
    cover2: unpack(cover2),
  };
  return { favorite, gender: GENDERS[gender], facts: { height, hair, eyes } };
}

/** What the list's filters read of a card (use-card-filter.ts), its name not yet folded. */
export function filterFacts([, name, , , gender, , , height, hair, eyes]: PackedCard): FilterFacts {
  return { name, gender: GENDERS[gender], height, hair, eyes };
}
