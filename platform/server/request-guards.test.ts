// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { rawPost } from '@/scripts/lib/raw-post.mjs';

import { bodyDeadline, closeAfterEarlyAnswer } from './request-guards.mjs';

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server?.closeAllConnections();
});

/** A server with the guards that reads each body whole and answers its size, or refuses at once. */
async function start() {
  server = createServer((req, res) => {
    closeAfterEarlyAnswer(req, res);
    bodyDeadline(req, res, { deadlineMs: 200, longPath: '/api/applications' });
    if (req.url === '/refuse') {
      res.writeHead(413).end('too large');
      return;
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      if (!res.headersSent) res.end(String(size));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const body = Buffer.alloc(1000, 1);

describe('request guards', () => {
  it('ends a body that has not all come within the deadline with 408 and closes the connection', async () => {
    const url = await start();
    const slow = rawPost(`${url}/api/contact`, { body, bytes: 10, everyMs: 50 });
    const answer = await slow.answer;
    slow.stop();
    expect(answer).toMatchObject({ status: 408, headers: { connection: 'close' } });
    expect(answer.ms).toBeLessThan(1000);
  });

  it('gives the application route the long timeout, and a quick body its answer', async () => {
    const url = await start();
    const slow = rawPost(`${url}/api/applications?x=1`, { body, bytes: 100, everyMs: 50 });
    expect(await slow.answer).toMatchObject({ status: 200, text: '1000' });
    expect(await rawPost(`${url}/api/contact`, { body }).answer).toMatchObject({
      status: 200,
      headers: { connection: 'keep-alive' },
    });
  });

  it('closes the connection after an answer sent before the body has all come', async () => {
    const url = await start();
    const refused = rawPost(`${url}/refuse`, { body, bytes: 10, everyMs: 50 });
    expect(await refused.answer).toMatchObject({ status: 413, headers: { connection: 'close' } });
    refused.stop();
  });
});
