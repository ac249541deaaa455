// The bench's `hostile` section (issue 47): what an attacker and a stop cost the application form.
// - bombs: one application carrying three decompression bombs (scripts/lib/bomb-photo.mjs), the
//   server's peak RSS while it is answered;
// - bounds: the largest photo of each kind the decode bounds accept (lib/forms/photo-bounds.ts),
//   each in an application of its own, and the server's RSS while it is cleaned;
// - slow bodies: eight applications (BENCH_HOSTILE_SLOW_BODIES) whose bodies trickle in a byte
//   every two seconds, from one address or one each, and an honest application sent meanwhile,
//   retried after each Retry-After as a visitor would: the time to its 201;
// - a stop: an application being uploaded when the server gets SIGTERM, once short enough to end
//   within the stop's grace and once longer, then retried under its key on a server started
//   again: what each attempt answered and how many entries the inbox holds.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

import { readSettings } from '../../lib/env/settings.mjs';
import { bombPng, issueBomb } from '../../scripts/lib/bomb-photo.mjs';
import { applicationBody, rawPost } from '../../scripts/lib/raw-post.mjs';
import { slotPorts } from '../../scripts/lib/slot.mjs';
import { waitForUrl } from '../../scripts/lib/wait.mjs';
import { benchSettings } from './settings.mjs';

const JPEG = readFileSync('tests/fixtures/portrait-close-up.jpg');
const { BENCH_HOSTILE_SLOW_BODIES: SLOW_BODIES, BENCH_HOSTILE_RETRY_SECONDS: RETRY_SECONDS } =
  benchSettings();
const INBOX_AUTH = `Basic ${Buffer.from(`staff:${readSettings().INBOX_PASSWORD}`).toString('base64')}`;

let addresses = 0;
/** A TEST-NET address of its own (the bench's site trusts one proxy, as behind nginx). */
const address = () => `198.51.100.${(addresses += 1) % 250}`;
const key = (tag) => `bench-hostile-${tag}-${Date.now()}`.padEnd(20, '0');

const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Samples a process's RSS every 20 ms until `stop()`, which answers the peak. */
function sampleRss(pid) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // exited
    }
  }, 20);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** The application's fields with a city of the bench's back-end, under a marker e-mail. */
async function fields(siteUrl, tag) {
  const answer = await (await fetch(`${siteUrl}/api/attributes?country=724&lang=es`)).json();
  const city = answer.cities[0];
  return {
    realname: `Bench ${tag}`,
    email: `bench-${tag}@example.com`,
    basedin: { value: city.id, label: city.value },
  };
}

/** A JPEG padded with zeros to `size` bytes: a decoder stops at its end marker. */
const padded = (size) => Buffer.concat([JPEG, Buffer.alloc(Math.max(0, size - JPEG.length))]);

async function honestBody(siteUrl, tag, photoBytes = JPEG.length) {
  return applicationBody({
    changes: await fields(siteUrl, tag),
    photos: Object.fromEntries(
      [1, 2, 3].map((n) => [`image_${n}`, { name: `photo-${n}.jpg`, bytes: padded(photoBytes) }]),
    ),
  });
}

const post = (url, { body, contentType }, headers) =>
  rawPost(url, { body, headers: { 'Content-Type': contentType, ...headers } }).answer;

export async function bombs({ siteUrl, servers }) {
  const bomb = await issueBomb();
  const body = await applicationBody({
    changes: await fields(siteUrl, `bomb-${Date.now()}`),
    photos: Object.fromEntries(
      [1, 2, 3].map((n) => [
        `image_${n}`,
        { name: `bomb-${n}.png`, type: 'image/png', bytes: bomb },
      ]),
    ),
  });
  const before = rssOf(servers.sitePid);
  const peak = sampleRss(servers.sitePid);
  const answer = await post(`${siteUrl}/api/applications`, body, {
    'X-Forwarded-For': address(),
    'Idempotency-Key': key('bomb'),
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = {
    bombBytes: bomb.length,
    status: answer.status,
    answer: 'text' in answer ? answer.text.slice(0, 200) : answer.error,
    seconds: answer.ms / 1000,
    rssBeforeBytes: before,
    peakRssBytes: peak(),
  };
  console.log(`[bench] hostile bombs: ${JSON.stringify(result)}`);
  return result;
}

// The largest photo of each kind within the bounds: pixels (or a JPEG's kept coefficients) just
// under DECODE_BUDGET_BYTES, and a baseline JPEG at MAX_PIXELS.jpeg.
const LARGEST = {
  'PNG, 8-bit RGBA, interlaced (25 MP)': () =>
    bombPng({ width: 6000, height: 4190, depth: 8, colorType: 6, interlaced: true }),
  'PNG, 16-bit RGBA, interlaced (12.6 MP)': () =>
    bombPng({ width: 4096, height: 3070, depth: 16, colorType: 6, interlaced: true }),
  'GIF (25 MP)': () => plain(6000, 4190).gif().toBuffer(),
  'JPEG, progressive 4:2:0 (31.7 MP)': () =>
    plain(6900, 4600).jpeg({ progressive: true }).toBuffer(),
  'JPEG, progressive 4:4:4 (15.8 MP)': () =>
    plain(4800, 3300).jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer(),
  'JPEG, baseline (268 MP)': () => plain(16_383, 16_383).jpeg().toBuffer(),
};

const typeOf = (bytes) =>
  bytes[0] === 0x89 ? 'image/png' : bytes[0] === 0x47 ? 'image/gif' : 'image/jpeg';

const plain = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 60 } } });

export async function bounds({ siteUrl, servers }) {
  const result = [];
  for (const [kind, make] of Object.entries(LARGEST)) {
    const bytes = await make();
    const tag = `bound-${result.length}-${Date.now()}`;
    const body = await applicationBody({
      changes: await fields(siteUrl, tag),
      photos: {
        image_1: { name: 'largest', type: typeOf(bytes), bytes },
        image_2: { name: 'photo-2.jpg', bytes: JPEG },
        image_3: { name: 'photo-3.jpg', bytes: JPEG },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssOf(servers.sitePid);
    const peak = sampleRss(servers.sitePid);
    const answer = await post(`${siteUrl}/api/applications`, body, {
      'X-Forwarded-For': address(),
      'Idempotency-Key': key(`bound-${result.length}`),
    });
    result.push({
      kind,
      bytes: bytes.length,
      status: answer.status,
      seconds: answer.ms / 1000,
      rssBeforeBytes: before,
      peakRssBytes: peak(),
    });
    console.log(`[bench] hostile bounds: ${JSON.stringify(result.at(-1))}`);
  }
  return result;
}

/** SLOW_BODIES trickling applications, then an honest one, retried after each Retry-After. */
export async function slowBodies({ siteUrl }, { sameAddress }) {
  const attacker = address();
  const slowBody = await honestBody(siteUrl, `slow-${Date.now()}`, 1024 * 1024);
  const slow = Array.from({ length: SLOW_BODIES }, () =>
    rawPost(`${siteUrl}/api/applications`, {
      body: slowBody.body,
      bytes: 1,
      everyMs: 2000,
      headers: {
        'Content-Type': slowBody.contentType,
        'X-Forwarded-For': sameAddress ? attacker : address(),
      },
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const tag = `honest-${Date.now()}`;
  const body = await honestBody(siteUrl, tag);
  const headers = { 'X-Forwarded-For': address(), 'Idempotency-Key': key('honest') };
  const started = performance.now();
  const attempts = [];
  let status = 0;
  while (performance.now() - started < RETRY_SECONDS * 1000) {
    const answer = await post(`${siteUrl}/api/applications`, body, headers);
    status = answer.status;
    attempts.push(status);
    if (status !== 503 && status !== 409) break;
    const wait = Number('headers' in answer ? answer.headers['retry-after'] : 5) || 5;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const slowAnswers = await Promise.all(
    slow.map(async (request) => {
      const settled = await Promise.race([
        request.answer,
        new Promise((resolve) => setTimeout(() => resolve(null), 100)),
      ]);
      request.stop();
      return settled ? settled.status || 'reset' : 'still open';
    }),
  );
  const result = {
    sameAddress,
    slowBodies: SLOW_BODIES,
    retrySeconds: RETRY_SECONDS,
    status,
    attempts,
    seconds,
    slowAnswers: tally(slowAnswers),
  };
  console.log(`[bench] hostile slow bodies: ${JSON.stringify(result)}`);
  return result;
}

function tally(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/**
 * A server of its own (platform/server.mjs on the bench's build and back-end, on a spare port), an
 * application uploaded at `bytesPerSecond` across its SIGTERM, then the same application retried
 * under its key on a server started again.
 */
export async function stop({ siteUrl, backendUrl, servers }, { photoBytes, bytesPerSecond }) {
  const url = `http://127.0.0.1:${slotPorts().bench.stop}`;
  const tag = `stop-${photoBytes}-${Date.now()}`;
  const body = await honestBody(siteUrl, tag, photoBytes);
  const headers = {
    'Content-Type': body.contentType,
    'X-Forwarded-For': address(),
    'Idempotency-Key': key(`stop-${photoBytes}`),
  };
  const server = await startServer(url, servers.env);
  const chunk = Math.ceil(bytesPerSecond / 10);
  const sending = rawPost(`${url}/api/applications`, {
    body: body.body,
    bytes: chunk,
    everyMs: 100,
    headers,
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  const answer = await sending.answer;
  const exit = await server.exited;
  const exitedAfter = Math.round((performance.now() - signalled) / 100) / 10;
  const stored = await storedEntries(backendUrl, tag);
  const again = await startServer(url, servers.env);
  const retry = await post(`${url}/api/applications`, body, headers);
  again.child.kill('SIGTERM');
  await again.exited;
  const result = {
    bodyBytes: body.body.length,
    bytesPerSecond,
    answer: answer.status || ('error' in answer ? answer.error : 0),
    retryAfter: 'headers' in answer ? (answer.headers['retry-after'] ?? null) : null,
    answeredAfterSeconds: Math.round((answer.ms - 2000) / 100) / 10,
    exitedAfterSeconds: exitedAfter,
    exit,
    storedBeforeRetry: stored,
    retry: retry.status || ('error' in retry ? retry.error : 0),
    storedAfterRetry: await storedEntries(backendUrl, tag),
  };
  console.log(`[bench] hostile stop: ${JSON.stringify(result)}`);
  return result;
}

async function startServer(url, env) {
  const child = spawn(process.execPath, ['platform/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: new URL(url).port, HOSTNAME: '127.0.0.1' },
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  await waitForUrl(`${url}/api/health`, 120_000);
  return { child, exited };
}

async function storedEntries(backendUrl, tag) {
  const inbox = await (
    await fetch(`${backendUrl}/inbox.json`, { headers: { Authorization: INBOX_AUTH } })
  ).json();
  return inbox.data.filter((entry) => JSON.stringify(entry.data).includes(tag)).length;
}
