import 'server-only';

import { serverEnv } from '@/lib/env/private';
import { clientAddress } from '@/lib/security/client-address';
import { createLimiter, type RateLimitResult } from '@/lib/security/rate-limit';

// Composite downloads per minute and client address: each one has the panel build a zip.
const limiter = createLimiter('composite', {
  limit: serverEnv.COMPOSITE_RATE_LIMIT,
  windowMs: 60_000,
});

/**
 * Counts one composite download against its client, in a bucket of its own (form submissions do not
 * use it up). Who the client is follows TRUST_PROXY, as for the forms
 * (lib/security/client-address.ts).
 */
export function hitCompositeLimit(headers: Headers): Promise<RateLimitResult> {
  return limiter.hit(clientAddress(headers, serverEnv.TRUST_PROXY));
}
