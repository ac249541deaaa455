import { afterEach, describe, expect, it, vi } from 'vitest';

import { logsOf } from '@/tests/unit/logs';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('register', () => {
  it('stops the server as it starts on a bad setting, naming the variable', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('FORMS_RATE_LIMIT', 'lots');
    const logged = logsOf('config');
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const { register } = await import('./instrumentation');
    await expect(register()).rejects.toThrow('exit 1');
    expect(logged[0]?.msg).toMatch(/^Refusing to start: Invalid settings \(FORMS_RATE_LIMIT\)/);
  });
});
