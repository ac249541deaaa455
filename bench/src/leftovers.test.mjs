import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

import { listeners, stopLeftovers } from './leftovers.mjs';

describe('servers left listening', () => {
  it('finds the process listening on a port', async () => {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    try {
      expect(listeners(port)).toEqual([process.pid]);
    } finally {
      server.close();
    }
  });

  it('leaves a listener without the marker alone and names the port', async () => {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    try {
      await expect(stopLeftovers([port], 'NO_SUCH_MARKER=1', 'test')).rejects.toThrow(
        `port ${port} is taken by another program`,
      );
    } finally {
      server.close();
    }
  });
});
