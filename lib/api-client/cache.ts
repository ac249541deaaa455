import 'server-only';

import { unstable_cache } from 'next/cache';

import { lastGood } from '@/platform/last-good/last-good';

import { serverEnv } from '../env/private';
import { AppError } from '../errors';
import { log } from '../log/log.mjs';

// Every cached read carries one of these tags, so POST /api/revalidate can push a panel change.
// A page is tagged with the tags of every read it made, so it is refreshed with its data.
export const TAGS = {
  talents: 'talents',
  profiles: 'profiles',
  attributes: 'attributes',
  posts: 'posts',
  slides: 'slides',
  content: 'content',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

/** The tag of one talent's profile (in every language), and of one post by any of its slugs. */
export const profileTag = (id: number) => `profile:${id}`;
export const postTag = (slug: string) => `post:${slug}`;

type Options<A extends unknown[]> = {
  /** A tag of this read alone (for example one talent's profile), beside the read's shared tag. */
  itemTag?: (...args: A) => string;
  /** Seconds before the answer is read again; CONTENT_REVALIDATE_SECONDS by default. */
  revalidate?: number;
};

/**
 * Caches a back-end read under our own key. Not fetch's data cache: its key includes the
 * Authorization header, so a token refresh would empty it and an outage would leave nothing to
 * serve.
 *
 * - Each call goes through `unstable_cache` itself, so the page being rendered picks up the read's
 *   tags and revalidation time; only the back-end call is shared by concurrent identical reads.
 * - When the back-end fails, the last good answer of the same read is served instead (see
 *   last-good.ts), so a page refreshed during an outage keeps its content rather than turning
 *   into an error. A read that never succeeded fails as before (the error page).
 */
export function cachedRead<A extends unknown[], T>(
  name: string,
  tag: Tag,
  read: (...args: A) => Promise<T>,
  options: Options<A> = {},
): (...args: A) => Promise<T> {
  const revalidate = options.revalidate ?? serverEnv.CONTENT_REVALIDATE_SECONDS;
  const inFlight = new Map<string, Promise<T>>();

  function shared(key: string, args: A): Promise<T> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = read(...args).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return async (...args: A) => {
    const key = `${name}:${JSON.stringify(args)}`;
    const tags = options.itemTag ? [tag, options.itemTag(...args)] : [tag];
    try {
      const value = await unstable_cache(() => shared(key, args), [key], { tags, revalidate })();
      lastGood.remember(key, value);
      return value;
    } catch (error) {
      if (!isOutage(error)) throw error;
      const kept = await lastGood.recall<T>(key);
      if (kept === undefined) throw error;
      log('cache').warn({ key, err: error }, 'a back-end failed: serving the last good answer');
      await rebuildSoon();
      return kept;
    }
  };
}

/** How long a page built from last good answers is cached before it is built again. */
export const OUTAGE_RETRY_SECONDS = 30;

/**
 * Shortens the life of the page being rendered: the page takes the shortest revalidation time of
 * the cached reads it makes, so one more read that lives OUTAGE_RETRY_SECONDS is what lets a page
 * built during an outage refresh soon after the back-end returns (its Cache-Control says so too).
 */
async function rebuildSoon(): Promise<void> {
  await unstable_cache(async () => true, ['outage-retry'], { revalidate: OUTAGE_RETRY_SECONDS })();
}

/** A failure of the back-end itself; a missing item (404) is an answer, never papered over. */
function isOutage(error: unknown): error is AppError {
  return error instanceof AppError && error.code !== 'not_found';
}
