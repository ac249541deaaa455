import { describe, expect, it, vi } from 'vitest';

import { logsOf } from '@/tests/unit/logs';

import {
  devSecretsInProduction,
  isLoopback,
  refuseDevSecrets,
  SECRET_VARS,
} from './startup-secrets.mjs';

const real = Object.fromEntries(SECRET_VARS.map((name) => [name, `real-${name.toLowerCase()}`]));
const loopback = { HOSTNAME: '127.0.0.1' };

describe('devSecretsInProduction', () => {
  it('names every secret left unset or at a dev-* value when production points at real back-ends', () => {
    const env = {
      NODE_ENV: 'production',
      START_BACKEND: '0',
      ...loopback,
      ...real,
      PANEL_API_TOKEN: 'dev-panel-token',
      REVALIDATE_SECRET: undefined,
    };
    expect(devSecretsInProduction(env)).toEqual(['PANEL_API_TOKEN', 'REVALIDATE_SECRET']);
    expect(
      devSecretsInProduction({ NODE_ENV: 'production', START_BACKEND: '0', ...loopback }),
    ).toEqual([...SECRET_VARS]);
    expect(
      devSecretsInProduction({ NODE_ENV: 'production', START_BACKEND: '0', ...loopback, ...real }),
    ).toEqual([]);
  });

  it('treats an API URL off this machine as real back-ends too', () => {
    expect(
      devSecretsInProduction({
        NODE_ENV: 'production',
        ...loopback,
        PANEL_API_URL: 'https://panel.example/api',
      }),
    ).toEqual([...SECRET_VARS, 'INBOX_PASSWORD']);
    expect(
      devSecretsInProduction({
        NODE_ENV: 'production',
        ...loopback,
        PANEL_API_URL: 'http://127.0.0.1:4111/panel',
        INTEGRATION_API_URL: 'http://localhost:4010/integration',
      }),
    ).toEqual([]);
  });

  it('refuses the stand-in’s public values, inbox password included, on a site others can reach', () => {
    for (const HOSTNAME of [undefined, '0.0.0.0', '::', '192.168.1.20', 'agency.example'])
      expect(devSecretsInProduction({ NODE_ENV: 'production', HOSTNAME }), HOSTNAME).toEqual([
        ...SECRET_VARS,
        'INBOX_PASSWORD',
      ]);
    expect(
      devSecretsInProduction({ NODE_ENV: 'production', HOSTNAME: '0.0.0.0', ...real }),
    ).toEqual(['INBOX_PASSWORD']);
    expect(
      devSecretsInProduction({
        NODE_ENV: 'production',
        HOSTNAME: '0.0.0.0',
        ...real,
        INBOX_PASSWORD: 'a-real-one',
      }),
    ).toEqual([]);
    // The stand-in itself open to others, behind a site on loopback.
    expect(
      devSecretsInProduction({ NODE_ENV: 'production', ...loopback, BACKEND_HOST: '0.0.0.0' }),
    ).toEqual([...SECRET_VARS, 'INBOX_PASSWORD']);
  });

  it('leaves the default npm start (the stand-in, on loopback) and development alone', () => {
    for (const HOSTNAME of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.1.1'])
      expect(devSecretsInProduction({ NODE_ENV: 'production', HOSTNAME }), HOSTNAME).toEqual([]);
    expect(devSecretsInProduction({ NODE_ENV: 'development', START_BACKEND: '0' })).toEqual([]);
  });
});

describe('isLoopback', () => {
  it('knows loopback addresses, and takes an unset host for every interface', () => {
    expect(['127.0.0.1', 'LOCALHOST', '::1', '[::1]'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([undefined, '', '0.0.0.0', '::', '10.0.0.1', '127.example'].map(isLoopback)).toEqual(
      Array(6).fill(false),
    );
  });
});

describe('refuseDevSecrets', () => {
  it('exits with a message naming the variables and how to listen on loopback', () => {
    const logged = logsOf('config');
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() =>
      refuseDevSecrets(
        { NODE_ENV: 'production', START_BACKEND: '0', ...real, PANEL_SALT: 'dev-panel-salt' },
        exit,
      ),
    ).toThrow('exit 1');
    expect(logged[0]?.level).toBe('fatal');
    expect(logged[0]?.msg).toMatch(
      /^Refusing to start: PANEL_SALT is unset or a dev-\* default .*\(HOSTNAME unset: every interface\).*HOSTNAME=127\.0\.0\.1/,
    );
    refuseDevSecrets({ NODE_ENV: 'production', START_BACKEND: '0', ...real }, exit);
    expect(exit).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
