import 'server-only';
import { z } from 'zod';
import { formsConfig } from '@/lib/forms/config';
import { clientAddress } from '@/lib/security/client-address';
import { createLimiter, type RateLimitResult } from '@/lib/security/rate-limit';

// Composite downloads per minute and client address: each one has the panel build a zip.
const schema = z.object({ COMPOSITE_RATE_LIMIT: z.coerce.number().int().positive().default(10) });
const { COMPOSITE_RATE_LIMIT } = schema.parse(process.env);

const limiter = createLimiter('composite', { limit: COMPOSITE_RATE_LIMIT, windowMs: 60_000 });

/**
 * Counts one composite download against its client, in a bucket of its own (form submissions do
 * not use it up). Who the client is follows TRUST_PROXY, as for the forms (lib/security/client-address.ts).
 */
export function hitCompositeLimit(headers: Headers): Promise<RateLimitResult> {
  return limiter.hit(clientAddress(headers, formsConfig.TRUST_PROXY));
}
