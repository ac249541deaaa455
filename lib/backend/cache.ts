import 'server-only';
import { unstable_cache } from 'next/cache';
import { serverConfig } from '../config';

// Every cached read carries one of these tags, so POST /api/revalidate can push a panel change.
export const TAGS = {
  talents: 'talents',
  profiles: 'profiles',
  attributes: 'attributes',
  posts: 'posts',
  slides: 'slides',
  content: 'content',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

/**
 * Caches a back-end read under our own key. Not fetch's data cache: its key includes the
 * Authorization header, so a token refresh would empty it and an outage would leave nothing
 * to serve. Concurrent identical reads share one call.
 */
export function cachedRead<A extends unknown[], T>(
  name: string,
  tag: Tag,
  read: (...args: A) => Promise<T>,
  revalidate: number = serverConfig.CONTENT_REVALIDATE_SECONDS,
): (...args: A) => Promise<T> {
  const cached = unstable_cache(read, [name], { tags: [tag], revalidate });
  const inFlight = new Map<string, Promise<T>>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = cached(...args).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
