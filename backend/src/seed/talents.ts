import type { Db } from '../db.js';
import { GALLERIES } from '../types.js';
import type { MediaPool } from './media-pool.js';
import { CITIES, COUNTRIES } from './places.js';
import { Random } from './random.js';
import { TalentFactory, type TalentSeed } from './talent-factory.js';
import { EYES } from './traits.js';

/** Stored for sorting: accents and case must not push 'Álvaro' after 'Zoe'. */
export const sortKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function seedAttributes(db: Db): void {
  const country = db.prepare(
    'INSERT INTO countries (id, name_es, name_en, name_pt) VALUES (?, ?, ?, ?)',
  );
  for (const c of COUNTRIES) country.run(c.id, c.names.es, c.names.en, c.names.pt);
  const city = db.prepare('INSERT INTO cities (id, country_id, name) VALUES (?, ?, ?)');
  for (const c of CITIES) city.run(c.id, c.countryId, c.name);
  const eye = db.prepare('INSERT INTO eyes (id, value) VALUES (?, ?)');
  EYES.forEach((value, index) => eye.run(index + 1, value));
}

export function makeTalents(count: number, pool: MediaPool, seed: number): TalentSeed[] {
  const factory = new TalentFactory(new Random(seed), pool);
  return Array.from({ length: count }, (_, i) => factory.make(i + 1));
}

export function insertTalents(db: Db, talents: readonly TalentSeed[]): void {
  const talent =
    db.prepare(`INSERT INTO talents (id, name, sort_name, gender, birthdate, city_id, instagram, cover, cover2,
    measures, skills, about) VALUES (@id, @name, @sortName, @gender, @birthdate, @cityId, @instagram, @cover, @cover2,
    @measures, @skills, @about)`);
  const category = db.prepare(
    'INSERT INTO talent_categories (talent_id, category_id) VALUES (?, ?)',
  );
  const media =
    db.prepare(`INSERT INTO media (talent_id, gallery, position, file, width, height, provider, url)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const mediaId = db.prepare('UPDATE talents SET media_id = ? WHERE id = ?');
  for (const t of talents) {
    talent.run({
      id: t.id,
      name: t.name,
      sortName: sortKey(t.name),
      gender: t.gender,
      birthdate: t.birthdate,
      cityId: t.cityId,
      instagram: t.instagram,
      cover: t.cover,
      cover2: t.cover2,
      measures: JSON.stringify(t.measures),
      skills: JSON.stringify(t.skills),
      about: t.about ? JSON.stringify(t.about) : null,
    });
    for (const id of t.categories) category.run(t.id, id);
    // media_id points at the talent's main picture: the first still of the book, else of the snaps.
    let main: number | bigint | null = null;
    for (const gallery of GALLERIES) {
      t.galleries[gallery].forEach((item, position) => {
        const { lastInsertRowid } = media.run(
          t.id,
          gallery,
          position,
          item.file,
          item.width,
          item.height,
          item.provider ?? null,
          item.url ?? null,
        );
        if (main === null && (gallery === 'book' || gallery === 'snap')) main = lastInsertRowid;
      });
    }
    if (main !== null) mediaId.run(main, t.id);
  }
}
