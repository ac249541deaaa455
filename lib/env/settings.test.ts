import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { mediaUrl, siteUrlFrom } from './public.mjs';
import { DEFAULTS, readSettings } from './settings.mjs';

describe('readSettings', () => {
  it('fills in the defaults README and .env.example document', () => {
    expect(readSettings({})).toEqual({
      PORT: 3000,
      LOG_LEVEL: 'info',
      NEXT_PUBLIC_MEDIA_BASE_URL: 'http://127.0.0.1:4010',
      NEXT_PUBLIC_PRODUCT_NAME: 'Maison Models',
      INTEGRATION_API_URL: 'http://127.0.0.1:4010/integration',
      INTEGRATION_SALT: 'dev-integration-salt',
      INTEGRATION_API_KEY: 'dev-integration-key',
      PANEL_API_URL: 'http://127.0.0.1:4010/panel',
      PANEL_SALT: 'dev-panel-salt',
      PANEL_API_TOKEN: 'dev-panel-token',
      REVALIDATE_SECRET: 'dev-revalidate-secret',
      CONTENT_REVALIDATE_SECONDS: 300,
      BACKEND_TIMEOUT_MS: 8000,
      START_BACKEND: '1',
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: 4010,
      INBOX_PASSWORD: 'agency-inbox',
      FORMS_RATE_LIMIT: 20,
      TRUST_PROXY: 0,
      MAX_CONCURRENT_APPLICATIONS: 4,
      APPLICATION_RETENTION_MONTHS: 6,
      APPLICATION_CASTINGS_RETENTION_MONTHS: 24,
      MAX_CONNECTIONS: 1024,
      SHUTDOWN_TIMEOUT_MS: 30000,
      COMPOSITE_RATE_LIMIT: 10,
      REDIS_TIMEOUT_MS: 500,
      REDIS_KEY_PREFIX: 'agency:',
      NEXT_DIST_DIR: '.next',
      PAGE_CACHE_MEMORY_MB: 8,
      PAGE_CACHE_DISK_MB: 128,
      PICTURE_CACHE_DISK_MB: 128,
      LAST_GOOD_MEMORY_MB: 4,
      LAST_GOOD_DISK_MB: 32,
      COMPRESSED_PAGES_MEMORY_MB: 8,
      CHROMIUM_PATH: '/usr/bin/chromium',
      E2E_SLOT: 0,
      REDIS_SERVER_PATH: 'redis-server',
    });
  });

  it('has the values .env.example shows', () => {
    const shown = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z_0-9]+)=(.*)$/gm)]
      .map(([, name = '', value]) => [name, value] as const)
      .filter(([name]) => name in DEFAULTS);
    expect(shown.length).toBeGreaterThan(20);
    for (const [name, value] of shown)
      expect(String(DEFAULTS[name as keyof typeof DEFAULTS]), name).toBe(value);
  });

  it('counts a blank value as unset', () => {
    const blank = Object.fromEntries(Object.keys(DEFAULTS).map((name) => [name, ' ']));
    expect(readSettings(blank)).toEqual(DEFAULTS);
  });

  it('reads numbers, TRUST_PROXY as a count or a boolean, and a blank REDIS_URL as unset', () => {
    const settings = readSettings({
      FORMS_RATE_LIMIT: '5',
      TRUST_PROXY: '2',
      REDIS_URL: ' ',
      NEXT_PUBLIC_SITE_URL: '',
    });
    expect(settings).toMatchObject({
      FORMS_RATE_LIMIT: 5,
      TRUST_PROXY: 2,
      REDIS_URL: undefined,
      NEXT_PUBLIC_SITE_URL: undefined,
    });
    expect(readSettings({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readSettings({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(readSettings({ REDIS_URL: 'rediss://cache:6380' }).REDIS_URL).toBe(
      'rediss://cache:6380',
    );
  });

  it('fails naming the variable of a bad value', () => {
    expect(() => readSettings({ FORMS_RATE_LIMIT: 'many' })).toThrow(/FORMS_RATE_LIMIT/);
    expect(() => readSettings({ NEXT_PUBLIC_MEDIA_BASE_URL: 'media.example' })).toThrow(
      /NEXT_PUBLIC_MEDIA_BASE_URL/,
    );
    expect(() => readSettings({ REDIS_URL: 'http://cache' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => readSettings({ SOCIAL_FEED_EMBED_URL: 'http://widgets.example/feed' })).toThrow(
      /SOCIAL_FEED_EMBED_URL: must be an https:\/\/ URL \(http:\/\/ only on a loopback host\)/,
    );
    expect(() => readSettings({ PAGE_CACHE_DISK_MB: '1.5' })).toThrow(/PAGE_CACHE_DISK_MB/);
    expect(() => readSettings({ LAST_GOOD_DISK_MB: '-1' })).toThrow(/LAST_GOOD_DISK_MB/);
  });

  it('lists every bad variable in one message, one line each', () => {
    const error = (() => {
      try {
        readSettings({
          PANEL_API_URL: 'not a url',
          TRUST_PROXY: '-1',
          COMPOSITE_RATE_LIMIT: '0',
          INTEGRATION_SALT: 'fine',
        });
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('no error');
    })();
    expect(error.name).toBe('SettingsError');
    expect(error.message).toMatch(
      /^Invalid settings \(PANEL_API_URL, TRUST_PROXY, COMPOSITE_RATE_LIMIT\)/,
    );
    const lines = error.message.split('\n').slice(1);
    expect(lines.map((line) => line.trim().split(':')[0])).toEqual([
      'PANEL_API_URL',
      'TRUST_PROXY',
      'COMPOSITE_RATE_LIMIT',
    ]);
    expect(error.message).not.toContain('INTEGRATION_SALT');
  });
});

describe('siteUrlFrom', () => {
  it('keeps a configured address without its trailing slash, else this machine on the port', () => {
    expect(siteUrlFrom('https://www.agency.example/', 8080)).toBe('https://www.agency.example');
    expect(siteUrlFrom(' ', '8080')).toBe('http://localhost:8080');
    expect(siteUrlFrom(undefined, undefined)).toBe(`http://localhost:${DEFAULTS.PORT}`);
  });
});

describe('mediaUrl', () => {
  it('joins a stored path to the media host once, with or without its slashes', () => {
    expect(mediaUrl('/storage/a.jpg', 'https://media.example/')).toBe(
      'https://media.example/storage/a.jpg',
    );
    expect(mediaUrl('storage/a.jpg', 'https://media.example')).toBe(
      'https://media.example/storage/a.jpg',
    );
    expect(mediaUrl('https://elsewhere.example/a.jpg', 'https://media.example')).toBe(
      'https://elsewhere.example/a.jpg',
    );
  });
});
