import path from 'node:path';

import type { Config } from '../config.js';
import { getMeta, setMeta, type Db } from '../db.js';
import { buildMediaPool } from './media-pool.js';
import { insertPosts, makePosts } from './posts.js';
import { insertTalents, makeTalents, seedAttributes } from './talents.js';
import { insertWebsite } from './website.js';

/** Fixed PRNG seeds: changing one changes the documented demo facts. */
const SEEDS = { pool: 7, talents: 1907, posts: 2025 } as const;

export interface SeedResult {
  seeded: boolean;
  talents: number;
  posts: number;
  ms: number;
}

/**
 * Seeds an empty database once. Pictures are rendered first; every row is then written in one
 * transaction whose last write marks the database as seeded, so a crash halfway leaves it empty and
 * the next start simply seeds again.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<SeedResult> {
  const started = Date.now();
  if (getMeta(db, 'seeded_at')) return { seeded: false, talents: 0, posts: 0, ms: 0 };
  const pool = await buildMediaPool(
    path.join(config.dataDir, 'storage'),
    SEEDS.pool,
    config.imageCacheDir ?? undefined,
  );
  const talents = makeTalents(config.seed.talents, pool, SEEDS.talents);
  const posts = makePosts(config.seed.posts, pool, SEEDS.posts);
  db.transaction(() => {
    seedAttributes(db);
    insertTalents(db, talents);
    insertPosts(db, posts);
    insertWebsite(db, pool);
    setMeta(db, 'seeded_at', new Date().toISOString());
  })();
  return { seeded: true, talents: talents.length, posts: posts.length, ms: Date.now() - started };
}
