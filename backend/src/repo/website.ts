import type { Db } from '../db.js';
import type { ArtImage, Customizations, Slide, WebsiteImage } from '../types.js';

export function websiteTexts(db: Db) {
  const rows = db.prepare('SELECT name, es, en, pt FROM website_texts ORDER BY name').all() as {
    name: string;
    es: string | null;
    en: string | null;
    pt: string | null;
  }[];
  return rows.map(({ name, ...value }) => ({ name, value }));
}

export function websiteImages(db: Db): WebsiteImage[] {
  return db
    .prepare(
      'SELECT name, mobile, desktop, description, width, height FROM website_images ORDER BY name',
    )
    .all() as WebsiteImage[];
}

function setting<T>(db: Db, key: string, fallback: T): T {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export const customizations = (db: Db) =>
  setting<Customizations | Record<string, never>>(db, 'customizations', {});
export const socialMedias = (db: Db) =>
  setting<{ name: string; url: string }[]>(db, 'social_medias', []);

export function slides(db: Db, type: string): Slide[] {
  const rows = db
    .prepare('SELECT * FROM slides WHERE type = ? ORDER BY position')
    .all(type) as (Omit<Slide, 'image' | 'translations'> & ArtImage & { translations: string })[];
  return rows.map(
    ({ id, title, subtitle, link, mobile, desktop, width, height, translations }) => ({
      id,
      title,
      subtitle,
      link,
      image: { mobile, desktop, width, height },
      translations: JSON.parse(translations) as Slide['translations'],
    }),
  );
}
