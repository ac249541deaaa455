import type { Db } from '../db.js';
import type { BatchItem, Page, Post, Section } from '../types.js';
import { pageOf } from './page.js';

interface PostRow {
  id: number;
  parent_id: number | null;
  slug: string;
  section: Section | null;
  title: string;
  cover: string;
  thumbnail: string;
  language: BatchItem['language'];
  content: string;
  published_at: string;
}

function item(row: PostRow): BatchItem {
  const { id, slug, title, cover, thumbnail, language, content, published_at } = row;
  return { id, slug, title, cover, thumbnail, language, content, published_at };
}

function toPost(db: Db, row: PostRow): Post {
  const items = db
    .prepare('SELECT * FROM posts WHERE parent_id = ? ORDER BY id')
    .all(row.id) as PostRow[];
  return {
    ...item(row),
    section: row.section ?? 'news',
    batch: items.length > 0,
    batchItems: items.map(item),
  };
}

/** A section's posts, newest first. */
export function listPosts(
  db: Db,
  section: Section | undefined,
  page: number,
  perPage: number,
  language?: string,
): Page<Post> {
  const where = ['parent_id IS NULL'];
  const args: (string | number)[] = [];
  if (section) {
    where.push('section = ?');
    args.push(section);
  }
  if (language) {
    where.push('language = ?');
    args.push(language);
  }
  const clause = where.join(' AND ');
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM posts WHERE ${clause}`).get(...args) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT * FROM posts WHERE ${clause} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, perPage, (page - 1) * perPage) as PostRow[];
  const posts = rows.map((row) => toPost(db, row));
  return pageOf(posts, page, perPage, total);
}

/** A post by its slug, or by a batch item's slug (answering the parent post). */
export function postBySlug(db: Db, slug: string): Post | null {
  const row = db.prepare('SELECT * FROM posts WHERE slug = ?').get(slug) as PostRow | undefined;
  if (!row) return null;
  const parent =
    row.parent_id === null
      ? row
      : (db.prepare('SELECT * FROM posts WHERE id = ?').get(row.parent_id) as PostRow);
  return toPost(db, parent);
}

export function postById(db: Db, id: number): Post | null {
  const row = db.prepare('SELECT * FROM posts WHERE id = ? AND parent_id IS NULL').get(id) as
    PostRow | undefined;
  return row ? toPost(db, row) : null;
}
