import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('register', () => {
  it('stops the server as it starts on a bad setting, naming the variable', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('FORMS_RATE_LIMIT', 'lots');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const { register } = await import('./instrumentation');
    await expect(register()).rejects.toThrow('exit 1');
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^\[config\] Refusing to start: Invalid settings \(FORMS_RATE_LIMIT\)/,
    );
  });
});
