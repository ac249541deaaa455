import { site } from '../env/public.mjs';
import { asciiSlug } from '../format/ascii-slug';
import { cleanNote } from '../schemas/note';
import { talentSection, type TalentSection } from './routes';

/**
 * What the favorites store keeps of a talent: enough to draw its card and link to its profile, and
 * the visitor's own note on it, when there is one (docs/product.md, "Favorites (stored list)").
 */
export type FavoriteTalent = {
  id: number;
  name: string;
  slug: string;
  section: TalentSection;
  cover: string | null;
  cover2: string | null;
  note?: string;
};

export type FavoritesMap = Record<string, FavoriteTalent>;

export function toFavorite(talent: {
  id: number;
  name: string;
  slug: string;
  categories: readonly number[];
  cover: string | null;
  cover2: string | null;
}): FavoriteTalent {
  const { id, name, slug, cover, cover2 } = talent;
  return { id, name, slug, section: talentSection(talent.categories), cover, cover2 };
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads what local storage holds under `favorites`: entries that are not a talent are dropped, so
 * corrupt or foreign data (another app's, or the old site's full talent objects) cannot break a
 * page.
 */
export function parseFavorites(raw: string | null): FavoritesMap {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isObject(data)) return {};
  const favorites: FavoritesMap = {};
  for (const value of Object.values(data)) {
    const favorite = readFavorite(value);
    if (favorite) favorites[String(favorite.id)] = favorite;
  }
  return favorites;
}

/** One stored or posted favorite, checked; null when it is not a talent. */
export function readFavorite(value: unknown): FavoriteTalent | null {
  if (!isObject(value)) return null;
  const { id, name } = value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof name !== 'string' || !name.trim() || name.length > 200) return null;
  const note = typeof value.note === 'string' ? cleanNote(value.note) : '';
  return {
    id,
    name: name.trim(),
    // A wrong or missing slug or section only costs a redirect on the profile page. The slug is
    // rebuilt without slugify, which every page would otherwise load for this alone.
    slug:
      typeof value.slug === 'string' && /^[a-z0-9-]{1,200}$/.test(value.slug)
        ? value.slug
        : asciiSlug(name),
    section: readSection(value),
    cover: mediaPath(value.cover),
    cover2: mediaPath(value.cover2),
    ...(note ? { note } : {}),
  };
}

function readSection(value: Loose): TalentSection {
  if (value.section === 'models' || value.section === 'talents') return value.section;
  // Unknown: the profile page redirects to the right section.
  if (!Array.isArray(value.categories)) return 'models';
  const ids = value.categories
    .map((category: unknown) => (isObject(category) ? category.id : category))
    .filter((id): id is number => typeof id === 'number');
  return talentSection(ids);
}

/** Only pictures of the media host: they are what next/image may load. */
function mediaPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('/storage/')) return `${site.mediaBaseUrl}${value}`;
  return value.startsWith(`${site.mediaBaseUrl}/storage/`) ? value : null;
}
