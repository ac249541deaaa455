import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

import { HttpError } from './http.js';

/**
 * Compares secrets in constant time. Hashing first gives both sides the same length, so neither the
 * content nor the length of the expected secret leaks through timing.
 */
export function safeEqual(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Opaque bearer tokens of one API, in memory: a restart signs every client out, as a real expiry
 * would.
 */
export class TokenStore {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): { token: string; expiresIn: number } {
    this.sweep();
    const token = randomBytes(32).toString('base64url');
    this.expiries.set(token, this.now() + this.ttlSeconds * 1000);
    return { token, expiresIn: this.ttlSeconds };
  }

  isValid(token: string): boolean {
    const expiry = this.expiries.get(token);
    if (expiry === undefined) return false;
    if (expiry <= this.now()) {
      this.expiries.delete(token);
      return false;
    }
    return true;
  }

  revokeAll(): void {
    this.expiries.clear();
  }

  /**
   * Drops expired tokens so a long-running server with many sign-ins does not grow without bound.
   */
  private sweep(): void {
    const now = this.now();
    for (const [token, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(token);
  }
}

/** Guards an API's `/api/*` calls; answers API.md's `401 {"message":"Unauthenticated."}`. */
export function requireBearer(store: TokenStore): MiddlewareHandler {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1] || !store.isValid(match[1])) throw new HttpError(401, 'Unauthenticated.');
    await next();
  };
}
