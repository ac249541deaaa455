import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { Db } from '../db.js';
import { HttpError } from '../http.js';

export type EntryType = 'contact' | 'favorites' | 'getScouted';
export interface StoredFile {
  field: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}
export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export type Saved = { id: number; replayed: boolean };

// Stored photos are named by the type their content was checked to be, never by the sender.
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
};

/**
 * Stores an entry durably: in one transaction the row is inserted, its files are written and
 * fsynced under entries/<id>/, and only then is the row committed. An entry answered 201 always has
 * its photos; a failure on the way rolls the row back.
 *
 * With an idempotency key, the key is recorded in the same transaction: a second entry of the same
 * type under that key and with the same content is not stored again but answered with the first
 * one's id (`replayed`); with other content it is refused (422). The check and the insert are one
 * transaction, so two requests racing with one key store one entry.
 */
export function saveEntry(
  db: Db,
  dataDir: string,
  type: EntryType,
  data: Record<string, unknown>,
  files: UploadedFile[] = [],
  key?: string,
): Saved {
  const fingerprint = key ? fingerprintOf(applicantContent(type, data), files) : '';
  return db.transaction((): Saved => {
    if (key) {
      const earlier = db
        .prepare('SELECT entry_id, fingerprint FROM entry_keys WHERE type = ? AND key = ?')
        .get(type, key) as { entry_id: number; fingerprint: string } | undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint)
          throw new HttpError(422, 'This Idempotency-Key was already used for a different entry.');
        return { id: earlier.entry_id, replayed: true };
      }
    }
    const now = new Date().toISOString();
    const keepUntil = typeof data.keep_until === 'string' ? data.keep_until : null;
    const { lastInsertRowid } = db
      .prepare('INSERT INTO entries (type, created_at, data, keep_until) VALUES (?, ?, ?, ?)')
      .run(type, now, JSON.stringify(data), keepUntil);
    const id = Number(lastInsertRowid);
    const stored = files.map((file) => writeFile(entryDir(dataDir, id), file));
    db.prepare('UPDATE entries SET files = ? WHERE id = ?').run(JSON.stringify(stored), id);
    if (key)
      db.prepare(
        'INSERT INTO entry_keys (type, key, entry_id, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(type, key, id, fingerprint, now);
    return { id, replayed: false };
  })();
}

/**
 * What the applicant sent, without what the site records of the moment it received the send (the
 * consents' time and privacy text version, the keep-until date): a retry of one submission a
 * moment later, even across midnight or a change of the privacy text, is the same entry (API.md,
 * "Idempotent entries").
 */
function applicantContent(type: EntryType, data: Record<string, unknown>): Record<string, unknown> {
  if (type !== 'getScouted') return data;
  const { keep_until: _keepUntil, consents, ...rest } = data;
  try {
    const {
      recorded_at: _recordedAt,
      privacy_text_version: _version,
      ...given
    } = JSON.parse(String(consents)) as Record<string, unknown>;
    return { ...rest, consents: given };
  } catch {
    return { ...rest, consents };
  }
}

/** The content an idempotency key stands for: the fields as sent and each file's bytes. */
function fingerprintOf(data: Record<string, unknown>, files: UploadedFile[]): string {
  const hash = createHash('sha256').update(JSON.stringify(data));
  for (const file of files) hash.update(`\n${file.field}:`).update(file.bytes);
  return hash.digest('hex');
}

function writeFile(dir: string, file: UploadedFile): StoredFile {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${file.field}.${EXTENSIONS[file.type] ?? 'bin'}`;
  const fd = fs.openSync(path.join(dir, name), 'w');
  try {
    fs.writeSync(fd, file.bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return {
    field: file.field,
    name,
    type: file.type,
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  };
}

export const entryDir = (dataDir: string, id: number) => path.join(dataDir, 'entries', String(id));

export interface Entry {
  id: number;
  type: EntryType;
  created_at: string;
  /** The last day it may be kept (applications), or null. */
  keep_until: string | null;
  data: Record<string, unknown>;
  files: StoredFile[];
}

type EntryRow = Omit<Entry, 'data' | 'files'> & { data: string; files: string };

const toEntry = (row: EntryRow): Entry => ({
  ...row,
  data: JSON.parse(row.data) as Record<string, unknown>,
  files: JSON.parse(row.files) as StoredFile[],
});

export function listEntries(db: Db): Entry[] {
  const rows = db.prepare('SELECT * FROM entries ORDER BY id DESC').all() as EntryRow[];
  return rows.map(toEntry);
}

export function getEntry(db: Db, id: number): Entry | null {
  const row = db.prepare('SELECT * FROM entries WHERE id = ?').get(id) as EntryRow | undefined;
  return row ? toEntry(row) : null;
}

/**
 * Deletes an entry and its photos for good (a right-to-erasure request, or its keep-until date
 * passed). The photos go first: a crash between the two leaves a row without photos, which the next
 * sweep or request deletes, never photos without their row. Its idempotency keys go with it.
 */
export function deleteEntry(db: Db, dataDir: string, id: number): boolean {
  if (!getEntry(db, id)) return false;
  fs.rmSync(entryDir(dataDir, id), { recursive: true, force: true });
  db.transaction(() => {
    db.prepare('DELETE FROM entry_keys WHERE entry_id = ?').run(id);
    db.prepare('DELETE FROM entries WHERE id = ?').run(id);
  })();
  return true;
}

/** Deletes every entry whose keep-until date is before `today` ('YYYY-MM-DD'); their ids. */
export function deleteExpiredEntries(db: Db, dataDir: string, today: string): number[] {
  const expired = db
    .prepare('SELECT id FROM entries WHERE keep_until IS NOT NULL AND keep_until < ? ORDER BY id')
    .all(today) as { id: number }[];
  return expired.map(({ id }) => id).filter((id) => deleteEntry(db, dataDir, id));
}
