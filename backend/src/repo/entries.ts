import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Db } from '../db.js';

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

/**
 * Stores an entry durably: in one transaction the row is inserted, its files are written and fsynced
 * under entries/<id>/, and only then is the row committed. An entry answered 201 always has its photos;
 * a failure on the way rolls the row back.
 */
export function saveEntry(db: Db, dataDir: string, type: EntryType, data: Record<string, unknown>, files: UploadedFile[] = []): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO entries (type, created_at, data) VALUES (?, ?, ?)')
      .run(type, new Date().toISOString(), JSON.stringify(data));
    const id = Number(lastInsertRowid);
    const stored = files.map((file) => writeFile(entryDir(dataDir, id), file));
    db.prepare('UPDATE entries SET files = ? WHERE id = ?').run(JSON.stringify(stored), id);
    return id;
  })();
}

function writeFile(dir: string, file: UploadedFile): StoredFile {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${file.field}${path.extname(file.name).toLowerCase().replace(/[^.a-z0-9]/g, '')}`;
  const fd = fs.openSync(path.join(dir, name), 'w');
  try {
    fs.writeSync(fd, file.bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return { field: file.field, name, type: file.type, size: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex') };
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
  const rows = db.prepare('SELECT * FROM entries ORDER BY id DESC').all() as { id: number; type: EntryType; created_at: string; data: string; files: string }[];
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown>, files: JSON.parse(row.files) as StoredFile[] }));
}
