import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * One schema for both APIs. Talent and post fields the APIs answer verbatim are plain columns;
 * small structured values (measures, skills, localized texts) are JSON so their shapes live in
 * TypeScript.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY, name_es TEXT NOT NULL, name_en TEXT NOT NULL, name_pt TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cities (
  id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL REFERENCES countries(id), name TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS cities_country ON cities(country_id, name);
CREATE TABLE IF NOT EXISTS eyes (id INTEGER PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS talents (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, sort_name TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('woman', 'man')), birthdate TEXT,
  city_id INTEGER REFERENCES cities(id), instagram TEXT, cover TEXT NOT NULL, cover2 TEXT,
  media_id INTEGER, measures TEXT NOT NULL, skills TEXT NOT NULL, about TEXT);
CREATE INDEX IF NOT EXISTS talents_sort ON talents(sort_name, id);
CREATE TABLE IF NOT EXISTS talent_categories (
  talent_id INTEGER NOT NULL REFERENCES talents(id), category_id INTEGER NOT NULL,
  PRIMARY KEY (talent_id, category_id)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS talent_categories_category ON talent_categories(category_id, talent_id);
CREATE TABLE IF NOT EXISTS media (
  id INTEGER PRIMARY KEY, talent_id INTEGER NOT NULL REFERENCES talents(id),
  gallery TEXT NOT NULL CHECK (gallery IN ('book', 'snap', 'compo', 'video')), position INTEGER NOT NULL,
  file TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, provider TEXT, url TEXT);
CREATE INDEX IF NOT EXISTS media_talent ON media(talent_id, gallery, position);
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES posts(id), slug TEXT NOT NULL UNIQUE,
  section TEXT CHECK (section IN ('news', 'magazine')), title TEXT NOT NULL, cover TEXT NOT NULL,
  thumbnail TEXT NOT NULL, language TEXT NOT NULL CHECK (language IN ('es', 'en', 'pt')),
  content TEXT NOT NULL, published_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS posts_section ON posts(section, published_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS posts_parent ON posts(parent_id, id);
CREATE TABLE IF NOT EXISTS website_texts (name TEXT PRIMARY KEY, es TEXT, en TEXT, pt TEXT);
CREATE TABLE IF NOT EXISTS website_images (
  name TEXT PRIMARY KEY, mobile TEXT NOT NULL, desktop TEXT NOT NULL, description TEXT NOT NULL,
  width INTEGER NOT NULL, height INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS slides (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, position INTEGER NOT NULL, title TEXT NOT NULL,
  subtitle TEXT, link TEXT, mobile TEXT NOT NULL, desktop TEXT NOT NULL,
  width INTEGER NOT NULL, height INTEGER NOT NULL, translations TEXT NOT NULL DEFAULT '{}');
CREATE TABLE IF NOT EXISTS entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, created_at TEXT NOT NULL,
  data TEXT NOT NULL, files TEXT NOT NULL DEFAULT '[]', keep_until TEXT);
CREATE TABLE IF NOT EXISTS entry_keys (
  type TEXT NOT NULL, key TEXT NOT NULL, entry_id INTEGER NOT NULL REFERENCES entries(id),
  fingerprint TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (type, key)) WITHOUT ROWID;
`;

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'agency.db'));
  keepStatements(db);
  // exec, not pragma(): pragma() prepares a statement of its own that the collector frees later.
  // FULL makes every committed entry survive a power loss, which matters more here than write
  // speed.
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  db.exec(SCHEMA);
  addColumn(db, 'slides', 'translations', "TEXT NOT NULL DEFAULT '{}'");
  addColumn(db, 'entries', 'keep_until', 'TEXT');
  // After the column exists: the retention sweep looks entries up by it.
  db.exec('CREATE INDEX IF NOT EXISTS entries_keep_until ON entries(keep_until)');
  return db;
}

/**
 * Prepares each SQL text once and keeps the statement as long as the connection. On Node 24,
 * better-sqlite3 12 aborts the whole process when the garbage collector frees a statement (its
 * destructor asks Node for an environment that a collection outside JavaScript does not have);
 * version 13 fixes that but needs Node-API 10, which the machine's Node 20 lacks.
 * The texts are written in this code (filters change only how many placeholders they carry, and
 * the API bounds those), so the kept statements are few. See docs/architecture.md, "The stand-in
 * back-end".
 */
function keepStatements(db: Db): void {
  const statements = new Map<string, Database.Statement>();
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      statements.set(source, statement);
    }
    return statement;
  }) as Db['prepare'];
}

/**
 * A database made before a column existed gains it: slides without translations answer none,
 * entries received before keep-until dates have none (the sweep leaves them).
 */
function addColumn(db: Db, table: 'slides' | 'entries', column: string, definition: string): void {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as {
    name: string;
  }[];
  if (!columns.some((existing) => existing.name === column)) {
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
