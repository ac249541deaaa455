import { site } from '@/lib/env/public.mjs';
import type { FavoriteTalent } from '@/lib/talents/favorite';
import type { CardFacts as FilterFacts, MeasureFacts } from '@/lib/talents/filters';
import type { TalentSection } from '@/lib/talents/routes';
import type { Gender } from '@/lib/talents/types';

/** What the list's filters read from a card (list-filters.tsx): height in cm and colour keys. */
export type CardFacts = MeasureFacts;

/** A card's talent: what the favorites store keeps of it, its gender and what the filters read. */
export type CardTalent = { favorite: FavoriteTalent; gender: Gender; facts: CardFacts };

/**
 * A card's talent as the list handles it in the browser, which writes the card itself:
 * [id, name, slug, section, gender, cover, second cover, height, hair, eyes]; pictures of the
 * media host are given by their path below /storage/. Sending the cards' markup instead put every
 * card in the page twice, once as HTML and once, escaped, in the page data.
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

/**
 * A list's cards as the page sends them: every card's ten fields in one string, separated by
 * `|` (`%` and `|` within a field written as `%25` and `%7C`, a missing value as nothing). React
 * reads the page data with a function called for every value in it, so a thousand cards as arrays
 * were eleven thousand calls at every first load; one string is one, and splitting it is the
 * browser's own fast work. React sends a string this long as a text row of its own, unescaped,
 * where the arrays' quotes were each written escaped (docs/performance.md).
 */
export type PackedCards = string;

const FIELDS = 10;

export function packCards(cards: readonly CardTalent[]): PackedCards {
  return cards
    .flatMap((card) => packCard(card).map((field) => (field === null ? '' : escape(field))))
    .join('|');
}

/** The cards of `packCards`, split when the list first needs them. */
export function readCards(packed: PackedCards): PackedCard[] {
  const fields = packed.split('|');
  const cards: PackedCard[] = [];
  const field = (at: number) => unescape(fields[at] ?? '');
  for (let at = 0; at + FIELDS <= fields.length; at += FIELDS) {
    const height = fields[at + 7];
    cards.push([
      Number(fields[at]),
      field(at + 1),
      field(at + 2),
      fields[at + 3] as 'm' | 't',
      fields[at + 4] as 'w' | 'm' | 'n',
      field(at + 5) || null,
      field(at + 6) || null,
      height ? Number(height) : null,
      field(at + 8) || null,
      field(at + 9) || null,
    ]);
  }
  return cards;
}

const escape = (field: string | number) =>
  typeof field === 'number' ? String(field) : field.replace(/[%|]/g, encodeURIComponent);
const unescape = (field: string) => (field.includes('%') ? decodeURIComponent(field) : field);

const GENDER_CODES = { woman: 'w', man: 'm', neutral: 'n' } as const;
const GENDERS = { w: 'woman', m: 'man', n: 'neutral' } as const;

const STORAGE = `${site.mediaBaseUrl}/storage/`;
const pack = (url: string | null) => (url?.startsWith(STORAGE) ? url.slice(STORAGE.length) : url);
const unpack = (url: string | null) =>
  url === null || /^https?:\/\//.test(url) ? url : `${STORAGE}${url}`;

function packCard({ favorite, gender, facts }: CardTalent): PackedCard {
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
