import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openDatabase, type Db } from '../src/db.js';

describe('openDatabase', () => {
  let dataDir: string;
  let db: Db;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-db-'));
    db = openDatabase(dataDir);
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prepares each SQL text once and keeps the statement', () => {
    const sql = 'SELECT value FROM meta WHERE key = ?';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare('SELECT 1')).not.toBe(db.prepare('SELECT 2'));
  });

  // Read through prepare(), which keeps its statements: pragma() would leave four for the
  // collector to free during the next test.
  it('applies its pragmas', () => {
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
  });

  // On Node 24 a statement the collector frees aborts the process (docs/architecture.md, "The
  // stand-in back-end"); `.ci/on-node 24` runs this file, where the worker would die.
  it('answers many queries while the collector runs', async () => {
    let rows = 0;
    for (let i = 0; i < 20_000; i++) {
      rows += (db.prepare('SELECT ? AS n').all(i) as unknown[]).length;
      // Garbage, so that collections happen while statements are in use.
      new Array(1000).fill(i).map(String);
      if (i % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(rows).toBe(20_000);
  });
});
