import { spawn } from 'node:child_process';
import { once } from 'node:events';
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

  it('stops a listener a killed run left, known by its marker, with its process group', async () => {
    // A server in a group of its own, as a run starts them, that names itself as Next does.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `process.title = 'next-server';
         require('node:net').createServer().listen(0, '127.0.0.1', function () {
           process.stdout.write(String(this.address().port));
         });`,
      ],
      {
        detached: true,
        env: { ...process.env, LEFTOVER_TEST: '1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [chunk] = await once(child.stdout, 'data');
      const port = Number(String(chunk).trim());
      expect(listeners(port)).toEqual([child.pid]);
      const exited = once(child, 'exit');
      await stopLeftovers([port], 'LEFTOVER_TEST=1', 'test');
      await exited;
      expect(listeners(port)).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    }
  });
});
