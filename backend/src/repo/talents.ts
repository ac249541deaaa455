import type { Db } from '../db.js';
import { skillLabel } from '../seed/traits.js';
import {
  GALLERIES,
  type Language,
  type Localized,
  type Measures,
  type Media,
  type Page,
  type Talent,
  type TalentSummary,
  type Video,
} from '../types.js';
import { pageOf } from './page.js';

export interface TalentFilters {
  categories?: number[];
  gender?: 'woman' | 'man';
}

interface TalentRow {
  id: number;
  name: string;
  gender: 'woman' | 'man';
  birthdate: string | null;
  instagram: string | null;
  cover: string;
  cover2: string | null;
  media_id: number | null;
  measures: string;
  skills: string;
  about: string | null;
  city: string | null;
  country_es: string | null;
  country_en: string | null;
  country_pt: string | null;
  categories: string;
}

const SELECT = `SELECT t.*, c.name AS city, k.name_es AS country_es, k.name_en AS country_en, k.name_pt AS country_pt,
  (SELECT group_concat(category_id) FROM talent_categories tc WHERE tc.talent_id = t.id) AS categories
  FROM talents t LEFT JOIN cities c ON c.id = t.city_id LEFT JOIN countries k ON k.id = c.country_id`;

/** Talents in every listed category (and of the gender, if given), ordered by name. */
export function listTalents(
  db: Db,
  filters: TalentFilters,
  language: Language,
  perPage: number,
  page: number,
): Page<TalentSummary> {
  const where: string[] = [];
  const args: (string | number)[] = [];
  for (const category of filters.categories ?? []) {
    where.push(
      'EXISTS (SELECT 1 FROM talent_categories tc WHERE tc.talent_id = t.id AND tc.category_id = ?)',
    );
    args.push(category);
  }
  if (filters.gender) {
    where.push('t.gender = ?');
    args.push(filters.gender);
  }
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM talents t${clause}`).get(...args) as { n: number }
  ).n;
  const rows = db
    .prepare(`${SELECT}${clause} ORDER BY t.sort_name, t.id LIMIT ? OFFSET ?`)
    .all(...args, perPage, (page - 1) * perPage) as TalentRow[];
  const talents = rows.map((row) => toSummary(row, language));
  return pageOf(talents, page, perPage, total);
}

export function findTalent(db: Db, id: number, language: Language): Talent | null {
  const row = db.prepare(`${SELECT} WHERE t.id = ?`).get(id) as TalentRow | undefined;
  if (!row) return null;
  const about = row.about ? (JSON.parse(row.about) as Localized) : null;
  return {
    ...toSummary(row, language),
    skills: (JSON.parse(row.skills) as string[]).map((key) => skillLabel(key, language)),
    media_id: row.media_id,
    birthdate: row.birthdate,
    // A biography never written in this language is null, as the real API answers it: the site
    // falls back to Portuguese itself.
    about: about?.[language] ?? null,
    instagram: row.instagram,
    galleries: galleries(db, id),
  };
}

interface MediaRow extends Media {
  gallery: (typeof GALLERIES)[number];
  provider: 'youtube' | 'vimeo' | null;
  url: string | null;
}

function galleries(db: Db, talentId: number): Talent['galleries'] {
  const rows = db
    .prepare(
      'SELECT id, gallery, file, width, height, provider, url FROM media WHERE talent_id = ? ORDER BY gallery, position',
    )
    .all(talentId) as MediaRow[];
  const result: Talent['galleries'] = { book: [], snap: [], compo: [], video: [] };
  for (const { gallery, provider, url, ...media } of rows) {
    if (gallery === 'video')
      result.video.push({
        ...media,
        provider: provider ?? 'youtube',
        url: url ?? '',
      } satisfies Video);
    else result[gallery].push(media);
  }
  return result;
}

export function compoFiles(
  db: Db,
  talentId: number,
  ids: number[],
): { id: number; file: string }[] {
  const rows = db
    .prepare(
      "SELECT id, file FROM media WHERE talent_id = ? AND gallery = 'compo' ORDER BY position",
    )
    .all(talentId) as {
    id: number;
    file: string;
  }[];
  return rows.filter((row) => ids.includes(row.id));
}

export function talentExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM talents WHERE id = ?').get(id) !== undefined;
}

function toSummary(row: TalentRow, language: Language): TalentSummary {
  const country = { es: row.country_es, en: row.country_en, pt: row.country_pt }[language];
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    cover: row.cover,
    cover2: row.cover2,
    categories: (row.categories ?? '')
      .split(',')
      .filter(Boolean)
      .map((id) => ({ id: Number(id) })),
    city: row.city,
    country: country ?? null,
    measures: JSON.parse(row.measures) as Measures,
  };
}

export function attributes(
  db: Db,
  language: Language,
  options: { countries: boolean; eyes: boolean; cities?: number },
) {
  const column = `name_${language}`;
  return {
    countries: options.countries
      ? (db.prepare(`SELECT id, ${column} AS value FROM countries ORDER BY ${column}`).all() as {
          id: number;
          value: string;
        }[])
      : [],
    eyes: options.eyes
      ? (db.prepare('SELECT id, value FROM eyes ORDER BY id').all() as {
          id: number;
          value: string;
        }[])
      : [],
    cities:
      options.cities !== undefined
        ? (db
            .prepare('SELECT id, name AS value FROM cities WHERE country_id = ? ORDER BY name')
            .all(options.cities) as { id: number; value: string }[])
        : [],
  };
}
