import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { expect, test, type APIRequestContext } from '@playwright/test';

import { applicationBody, rawPost } from '../../scripts/lib/raw-post.mjs';
import { waitForUrl } from '../../scripts/lib/wait.mjs';
import { entriesWith, marker, PHOTOS } from '../fixtures/forms';
import { E2E } from './env';
import { spawnServer } from './own-server';

// Issue 47: attacks that take the application form's places, and stops of a server with an
// application in flight. In the outage project: they hold every place of the shared e2e server
// for a while, and they start and stop a server of their own.

const photos = (bytes = 0) =>
  Object.fromEntries(
    ([0, 1, 2] as const).map((index) => [
      `image_${index + 1}`,
      {
        name: PHOTOS[index].name,
        type: PHOTOS[index].mimeType,
        // Padded past its end: a decoder stops at the image's end.
        bytes: Buffer.concat([PHOTOS[index].buffer, Buffer.alloc(bytes)]),
      },
    ]),
  );

const application = (tag: string, padding = 0) =>
  applicationBody({
    changes: { realname: `Marta ${tag}`, email: `marta-${tag}@example.com` },
    photos: photos(padding),
  });

let addresses = 0;
const address = () => `198.18.99.${(addresses += 1)}`;

/** Eight applications sending a byte every 2 s, from one address or from eight. */
async function slowBodies(url: string, sameAddress: boolean) {
  const { body, contentType } = await application(marker(), 500_000);
  const attacker = address();
  return Array.from({ length: 8 }, () =>
    rawPost(`${url}/api/applications`, {
      body,
      bytes: 1,
      everyMs: 2000,
      headers: {
        'Content-Type': contentType,
        'X-Forwarded-For': sameAddress ? attacker : address(),
      },
    }),
  );
}

/** An honest application, sent again after each Retry-After as the form's visitor would. */
async function sendUntilStored(url: string, tag: string, deadlineMs: number) {
  const { body, contentType } = await application(tag);
  const headers = {
    'Content-Type': contentType,
    'X-Forwarded-For': address(),
    'Idempotency-Key': `hostile-${tag}-0123456789`,
  };
  const started = Date.now();
  const statuses: number[] = [];
  while (Date.now() - started < deadlineMs) {
    const answer = await rawPost(`${url}/api/applications`, { body, headers }).answer;
    statuses.push(answer.status);
    if (answer.status !== 503) break;
    const wait = Number('headers' in answer ? answer.headers['retry-after'] : 5);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  return { statuses, seconds: (Date.now() - started) / 1000 };
}

test.describe('slow bodies', () => {
  test('eight trickling applications from one address leave the form open: an honest one is stored at once', async ({
    request,
  }) => {
    const slow = await slowBodies(E2E.siteUrl, true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const tag = marker();
    const honest = await sendUntilStored(E2E.siteUrl, tag, 60_000);
    slow.forEach((request) => request.stop());
    expect(honest.statuses).toEqual([201]);
    await expect.poll(async () => (await entriesWith(request, tag)).length).toBe(1);
  });

  test('eight from eight addresses are ended by the rate floor: an honest one is stored within a minute', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const slow = await slowBodies(E2E.siteUrl, false);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const tag = marker();
    const honest = await sendUntilStored(E2E.siteUrl, tag, 90_000);
    const fates = await Promise.all(
      slow.map(async (request) => {
        const answer = await Promise.race([
          request.answer,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 100)),
        ]);
        request.stop();
        return answer?.status ?? 'open';
      }),
    );
    expect(honest.statuses.at(-1)).toBe(201);
    expect(honest.seconds).toBeLessThan(60);
    // Four were refused at once (every place taken), four ended by the floor.
    expect(fates.sort()).toEqual([408, 408, 408, 408, 503, 503, 503, 503]);
    await expect.poll(async () => (await entriesWith(request, tag)).length).toBe(1);
  });
});

/** platform/server.mjs on the e2e build and back-end, on a port of its own (./own-server.ts). */
class OwnServer {
  readonly url = `http://127.0.0.1:${E2E.startupPort}`;
  private child: ChildProcess | null = null;
  output = '';

  async start(env: Record<string, string> = {}) {
    this.output = '';
    this.child = spawnServer({
      HOSTNAME: '127.0.0.1',
      INTEGRATION_API_URL: `${E2E.backendUrl}/integration`,
      PANEL_API_URL: `${E2E.backendUrl}/panel`,
      TRUST_PROXY: '1',
      ...E2E.secrets,
      ...env,
    });
    const read = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout?.on('data', read);
    this.child.stderr?.on('data', read);
    await waitForUrl(`${this.url}/api/health`, 60_000);
    return this.child.pid ?? 0;
  }

  /** SIGTERM; resolves with the exit code and how long the server took to exit. */
  stop(): Promise<{ code: number | null; seconds: number }> {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve({ code: null, seconds: 0 });
    const started = Date.now();
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve({ code, seconds: (Date.now() - started) / 1000 }));
      child.kill('SIGTERM');
    });
  }
}

const uploadFolders = (pid: number) =>
  readdirSync(tmpdir()).filter((name) => name.startsWith(`agency-upload-${pid}-`));

async function stored(request: APIRequestContext, tag: string) {
  return (await entriesWith(request, tag)).length;
}

test.describe('a stop with an application in flight', () => {
  const server = new OwnServer();
  test.afterEach(async () => {
    await server.stop();
  });

  test('an application arriving at SIGTERM is finished and stored, then the server exits', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    await server.start();
    const tag = marker();
    const { body, contentType } = await application(tag, 100_000);
    const sending = rawPost(`${server.url}/api/applications`, {
      body,
      bytes: 6000,
      everyMs: 100,
      headers: {
        'Content-Type': contentType,
        'X-Forwarded-For': address(),
        'Idempotency-Key': `stop-${tag}-0123456789`,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stopping = server.stop();
    expect(await sending.answer).toMatchObject({ status: 201 });
    expect((await stopping).code).toBe(0);
    await expect.poll(() => stored(request, tag)).toBe(1);
  });

  test('one still arriving when the grace ends is answered 503, and its retry under the same key is stored once, never 409', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const pid = await server.start({ SHUTDOWN_TIMEOUT_MS: '2000' });
    const tag = marker();
    const { body, contentType } = await application(tag, 400_000);
    const headers = {
      'Content-Type': contentType,
      'X-Forwarded-For': address(),
      'Idempotency-Key': `stop-${tag}-0123456789`,
    };
    // About a minute at 20 KB/s, above the rate floor.
    const sending = rawPost(`${server.url}/api/applications`, {
      body,
      bytes: 2000,
      everyMs: 100,
      headers,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stopping = server.stop();
    const answer = await sending.answer;
    sending.stop();
    expect(answer).toMatchObject({ status: 503, headers: { 'retry-after': '10' } });
    expect('text' in answer && JSON.parse(answer.text)).toEqual({ error: 'shutting_down' });
    const exit = await stopping;
    expect(exit.code).toBe(0);
    expect(exit.seconds).toBeLessThan(10);
    expect(uploadFolders(pid)).toEqual([]);
    expect(await stored(request, tag)).toBe(0);

    await server.start();
    const retry = await rawPost(`${server.url}/api/applications`, { body, headers }).answer;
    expect(retry.status).toBe(201);
    await expect.poll(() => stored(request, tag)).toBe(1);
  });
});
