// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { rawPost } from '@/scripts/lib/raw-post.mjs';

import { drainable } from './drain.mjs';
import { createStopState } from './stop-state.mjs';

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server?.closeAllConnections();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server whose handler answers after `answerMs`, or, when `onGiveUp` is 'answer', answers 503
 * itself as soon as the stop's grace ends (as the API routes do); 'ignore' never answers.
 */
async function start({
  graceMs,
  answerMs,
  onGiveUp,
}: {
  graceMs: number;
  answerMs: number;
  onGiveUp: 'answer' | 'ignore';
}) {
  const state = createStopState();
  server = createServer((_req, res) => {
    const timer = setTimeout(() => res.end('done'), answerMs);
    state.deadline.addEventListener('abort', () => {
      clearTimeout(timer);
      if (onGiveUp === 'answer') res.writeHead(503, { 'X-By': 'route' }).end('given up');
    });
  });
  const drain = drainable(server, { graceMs, state, giveUpMs: 300 });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { drain, state, url };
}

const ask = (url: string) => rawPost(url, { body: Buffer.from('x') }).answer;

describe('a graceful stop', () => {
  it('lets requests in flight finish within the grace, and takes no new connection', async () => {
    const { drain, state, url } = await start({ graceMs: 2000, answerMs: 300, onGiveUp: 'ignore' });
    const running = ask(url);
    await wait(50);
    expect(drain.inFlight()).toBe(1);
    const stopped = drain.stop();
    expect(state.stopping).toBe(true);
    await wait(50);
    expect(await ask(url)).toMatchObject({
      status: 0,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(await running).toMatchObject({ status: 200, text: 'done' });
    expect(await stopped).toEqual({ finished: true, gaveUp: 0 });
    expect(state.deadline.aborted).toBe(false);
  });

  it('tells what still runs at the end of the grace to give up, and lets it answer', async () => {
    const { drain, state, url } = await start({
      graceMs: 200,
      answerMs: 10_000,
      onGiveUp: 'answer',
    });
    const running = ask(url);
    await wait(50);
    const started = Date.now();
    expect(await drain.stop()).toEqual({ finished: false, gaveUp: 1 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(state.deadline.aborted).toBe(true);
    expect(await running).toMatchObject({
      status: 503,
      headers: { 'x-by': 'route', connection: 'close' },
    });
  });

  it('answers a retryable 503 itself to a request that does not give up', async () => {
    const { drain, url } = await start({ graceMs: 200, answerMs: 10_000, onGiveUp: 'ignore' });
    const running = ask(url);
    await wait(50);
    await drain.stop();
    const answer = await running;
    expect(answer).toMatchObject({ status: 503, headers: { 'retry-after': '10' } });
    expect('text' in answer && JSON.parse(answer.text)).toEqual({ error: 'shutting_down' });
  });
});
