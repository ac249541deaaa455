import 'server-only';
import { z } from 'zod';

const proxyCount = z.preprocess(
  (value) => (value === 'true' ? 1 : value === 'false' || value === '' ? 0 : value),
  z.coerce.number().int().min(0).default(0),
);

// Settings of the form handlers (.env.example documents them).
const schema = z.object({
  // Form submissions per minute and client (its socket address, or what trusted proxies saw).
  FORMS_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  // How many proxies in front of the site append to X-Forwarded-For; 0 (default) trusts none.
  TRUST_PROXY: proxyCount,
  // Applications handled at once; past it the site answers 503 with Retry-After.
  MAX_CONCURRENT_APPLICATIONS: z.coerce.number().int().positive().default(4),
});

export const formsConfig = schema.parse(process.env);
