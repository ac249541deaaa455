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
  const fingerprint = key ? fingerprintOf(data, files) : '';
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
    const { lastInsertRowid } = db
      .prepare('INSERT INTO entries (type, created_at, data) VALUES (?, ?, ?)')
      .run(type, now, JSON.stringify(data));
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
  data: Record<string, unknown>;
  files: StoredFile[];
}

export function listEntries(db: Db): Entry[] {
  const rows = db.prepare('SELECT * FROM entries ORDER BY id DESC').all() as {
    id: number;
    type: EntryType;
    created_at: string;
    data: string;
    files: string;
  }[];
  return rows.map((row) => ({
    ...row,
    data: JSON.parse(row.data) as Record<string, unknown>,
    files: JSON.parse(row.files) as StoredFile[],
  }));
}
