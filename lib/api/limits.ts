import 'server-only';

import { serverEnv } from '@/lib/env/private';
import { createLimiter, type RateLimiter } from '@/lib/security/rate-limit';

// Each form and the composite download have a budget of their own per client and minute, so a
// visitor who sent a few contact messages can still ask for a quote; in Redis when REDIS_URL is
// set (lib/security/rate-limit.ts).
export type LimitedRoute = 'contact' | 'quote' | 'application' | 'composite';

const limiters = new Map<LimitedRoute, RateLimiter>();

export function routeLimiter(route: LimitedRoute): RateLimiter {
  let limiter = limiters.get(route);
  if (!limiter) {
    const limit =
      route === 'composite' ? serverEnv.COMPOSITE_RATE_LIMIT : serverEnv.FORMS_RATE_LIMIT;
    limiter = createLimiter(route, { limit, windowMs: 60_000 });
    limiters.set(route, limiter);
  }
  return limiter;
}
