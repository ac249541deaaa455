import 'server-only';

import { readSettings, type Settings } from './settings.mjs';

// The settings for server code, secrets included: this module refuses to be bundled for a browser
// ('server-only'). Client code reads the public ones from lib/env/public.mjs.
export type ServerEnv = Settings;

export const serverEnv: ServerEnv = readSettings(process.env);
