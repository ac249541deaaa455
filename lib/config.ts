import 'server-only';
import { z } from 'zod';

// Server configuration, validated once. Secrets live here and nowhere a browser can reach.
const schema = z.object({
  INTEGRATION_API_URL: z.url().default('http://127.0.0.1:4010/integration'),
  INTEGRATION_SALT: z.string().default('dev-integration-salt'),
  INTEGRATION_API_KEY: z.string().default('dev-integration-key'),
  PANEL_API_URL: z.url().default('http://127.0.0.1:4010/panel'),
  PANEL_SALT: z.string().default('dev-panel-salt'),
  PANEL_API_TOKEN: z.string().default('dev-panel-token'),
  REVALIDATE_SECRET: z.string().default('dev-revalidate-secret'),
  CONTENT_REVALIDATE_SECONDS: z.coerce.number().int().positive().default(300),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export type ServerConfig = z.infer<typeof schema>;

export const serverConfig: ServerConfig = schema.parse(process.env);
