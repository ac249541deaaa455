// Types for cache-handler.mjs, so its test type-checks.
import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';

import type { SharedRedis } from './connection.mjs';

type Handler = {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<CacheEntry | null>;
  set(key: string, value: CacheEntry, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete?(key: string): Promise<void>;
  prepare?(): Promise<void>;
};

export type CacheEntry = {
  lastModified: number;
  lifespan: null | {
    expireAt: number;
    expireAge: number;
    lastModifiedAt: number;
    revalidate: number | false | undefined;
    staleAge: number;
    staleAt: number;
  };
  tags: readonly string[];
  value: unknown;
};

export function redisOrMemory(redis: SharedRedis, buildId: string): Handler;
export default class SiteCacheHandler extends CacheHandler {}
