import { describe, expect, it, vi } from 'vitest';

import { devSecretsInProduction, refuseDevSecrets, SECRET_VARS } from './startup-secrets';

const real = Object.fromEntries(SECRET_VARS.map((name) => [name, `real-${name.toLowerCase()}`]));

describe('devSecretsInProduction', () => {
  it('names every secret left unset or at a dev-* value when production points at real back-ends', () => {
    const env = {
      NODE_ENV: 'production',
      START_BACKEND: '0',
      ...real,
      PANEL_API_TOKEN: 'dev-panel-token',
      REVALIDATE_SECRET: undefined,
    };
    expect(devSecretsInProduction(env)).toEqual(['PANEL_API_TOKEN', 'REVALIDATE_SECRET']);
    expect(devSecretsInProduction({ NODE_ENV: 'production', START_BACKEND: '0' })).toEqual([
      ...SECRET_VARS,
    ]);
    expect(devSecretsInProduction({ NODE_ENV: 'production', START_BACKEND: '0', ...real })).toEqual(
      [],
    );
  });

  it('treats an API URL off this machine as real back-ends too', () => {
    expect(
      devSecretsInProduction({
        NODE_ENV: 'production',
        PANEL_API_URL: 'https://panel.example/api',
      }),
    ).toEqual([...SECRET_VARS]);
    expect(
      devSecretsInProduction({
        NODE_ENV: 'production',
        PANEL_API_URL: 'http://127.0.0.1:4111/panel',
        INTEGRATION_API_URL: 'http://localhost:4010/integration',
      }),
    ).toEqual([]);
  });

  it('leaves the default npm start (local back-end) and development alone', () => {
    expect(devSecretsInProduction({ NODE_ENV: 'production' })).toEqual([]);
    expect(devSecretsInProduction({ NODE_ENV: 'production', START_BACKEND: '1' })).toEqual([]);
    expect(devSecretsInProduction({ NODE_ENV: 'development', START_BACKEND: '0' })).toEqual([]);
  });
});

describe('refuseDevSecrets', () => {
  it('exits with a message naming the variables', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() =>
      refuseDevSecrets(
        { NODE_ENV: 'production', START_BACKEND: '0', ...real, PANEL_SALT: 'dev-panel-salt' },
        exit,
      ),
    ).toThrow('exit 1');
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^\[config\] Refusing to start: PANEL_SALT is unset or a dev-\* default/,
    );
    refuseDevSecrets({ NODE_ENV: 'production', START_BACKEND: '0', ...real }, exit);
    expect(exit).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
