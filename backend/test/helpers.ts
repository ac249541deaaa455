import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../src/config.js';
import { startServer } from '../src/server.js';

export const CREDENTIALS = {
  integration: { salt: 'test-int-salt', api_key: 'test-int-key' },
  panel: { salt: 'test-panel-salt', api_token: 'test-panel-token' },
  inbox: 'test-inbox-password',
};

/**
 * A back-end on a free port with a throw-away data dir and a small seed; `now` is the clock of its
 * retention sweep.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
  const config = loadConfig({
    BACKEND_PORT: '0',
    BACKEND_DATA_DIR: dataDir,
    BACKEND_SEED_TALENTS: '40',
    BACKEND_SEED_POSTS: '60',
    INTEGRATION_SALT: CREDENTIALS.integration.salt,
    INTEGRATION_API_KEY: CREDENTIALS.integration.api_key,
    PANEL_SALT: CREDENTIALS.panel.salt,
    PANEL_API_TOKEN: CREDENTIALS.panel.api_token,
    INBOX_PASSWORD: CREDENTIALS.inbox,
    // Shared by every test file and run: the pictures are content-addressed, so reuse is always
    // safe.
    BACKEND_IMAGE_CACHE: path.join(os.tmpdir(), 'agency-backend-image-cache'),
    ...env,
  });
  const server = await startServer(config, options);
  return {
    url: server.url,
    dataDir,
    close: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function post(url: string, body: unknown, token?: string) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function integrationToken(base: string): Promise<string> {
  const answer = (await (
    await post(`${base}/integration/api/signin`, CREDENTIALS.integration)
  ).json()) as { access_token: string };
  return answer.access_token;
}

export async function panelToken(base: string): Promise<string> {
  const answer = (await (await post(`${base}/panel/api/login`, CREDENTIALS.panel)).json()) as {
    token: string;
  };
  return answer.token;
}

export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
export const basic = (password: string) => ({
  headers: { Authorization: `Basic ${Buffer.from(`staff:${password}`).toString('base64')}` },
});

/** An adult's scouting application as the site sends it to the panel (API.md, "Applications"). */
export const APPLICATION = {
  realname: 'Ana Ruiz',
  gender: 'woman',
  email: 'ana@example.com',
  phone: '+34 (91) 55555-1234',
  basedin: JSON.stringify({ value: 1, label: 'Madrid' }),
  country: JSON.stringify({ value: 724, label: 'España' }),
  instagr: 'ana.ruiz',
  jeans: '38/28',
  height: '175/5.9',
  bust: '86/34',
  waist: '61/24',
  shoes: '39/8.5',
  eyes: 'Verdes',
  birthdate: '2001-04-12',
  consents: JSON.stringify({
    privacy: true,
    privacy_text_version: '3f9a1c2b7d4e',
    future_castings: false,
    language: 'es',
    recorded_at: '2026-11-28T10:15:00.000Z',
  }),
  keep_until: '2027-05-28',
};
