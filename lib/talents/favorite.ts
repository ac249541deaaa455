import { z } from 'zod/mini';
import { slugifyName } from '../format/slug';
import { site } from '../env/site';
import { talentSection, type TalentSection } from './routes';

/** What the favorites store keeps of a talent: enough to draw its card and link to its profile. */
export type FavoriteTalent = {
  id: number;
  name: string;
  slug: string;
  section: TalentSection;
  cover: string | null;
  cover2: string | null;
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

/** An optional field that is dropped (undefined) when it is not what the schema takes. */
const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

/**
 * One stored or posted favorite, as this site or the old one (full talent objects) wrote it. A wrong
 * or missing slug or section only costs a redirect on the profile page, so they are filled in.
 */
const favoriteSchema = z.pipe(
  z.object({
    id: z.number().check(z.refine((id) => Number.isInteger(id) && id > 0)),
    name: z.string().check(z.maxLength(200), z.refine((name) => name.trim() !== '')),
    slug: lenient(z.string().check(z.regex(/^[a-z0-9-]{1,200}$/))),
    section: lenient(z.enum(['models', 'talents'])),
    categories: lenient(z.array(z.unknown())),
    cover: lenient(z.string()),
    cover2: lenient(z.string()),
  }),
  z.transform(
    ({ id, name, slug, section, categories, cover, cover2 }): FavoriteTalent => ({
      id,
      name: name.trim(),
      slug: slug ?? slugifyName(name),
      // Unknown: the profile page redirects to the right section.
      section: section ?? (categories ? talentSection(categoryIds(categories)) : 'models'),
      cover: mediaPath(cover),
      cover2: mediaPath(cover2),
    }),
  ),
);

/**
 * The favorites map: entries that are not a talent are dropped, so corrupt or foreign data
 * (another app's, or the old site's full talent objects) cannot break a page.
 */
export const favoritesSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((entries): FavoritesMap => {
    const favorites: FavoritesMap = {};
    for (const value of Object.values(entries)) {
      const favorite = readFavorite(value);
      if (favorite) favorites[String(favorite.id)] = favorite;
    }
    return favorites;
  }),
);

/** Reads what local storage holds under `favorites` (see favoritesSchema). */
export function parseFavorites(raw: string | null): FavoritesMap {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  return favoritesSchema.safeParse(data).data ?? {};
}

/** One stored or posted favorite, checked; null when it is not a talent. */
export function readFavorite(value: unknown): FavoriteTalent | null {
  return favoriteSchema.safeParse(value).data ?? null;
}

/** Category ids of a talent's categories, written as ids or as `{ id }` objects. */
function categoryIds(categories: unknown[]): number[] {
  return categories
    .map((category) => (typeof category === 'object' && category !== null && 'id' in category ? category.id : category))
    .filter((id): id is number => typeof id === 'number');
}

/** Only pictures of the media host: they are what next/image may load. */
function mediaPath(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value.startsWith('/storage/')) return `${site.mediaBaseUrl}${value}`;
  return value.startsWith(`${site.mediaBaseUrl}/storage/`) ? value : null;
}
