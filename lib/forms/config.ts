import 'server-only';
import { z } from 'zod';

const proxyCount = z.preprocess(
  (value) => (value === 'true' ? 1 : value === 'false' || value === '' ? 0 : value),
  z.coerce.number().int().min(0).default(0),
);

// Settings of the form handlers (.env.example documents them).
const schema = z.object({
  // Form submissions per minute and client address.
  FORMS_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  // How many proxies in front of the site set X-Forwarded-For; 0 (default) trusts none.
  TRUST_PROXY: proxyCount,
});

export const formsConfig = schema.parse(process.env);
