// An application with three 8 MB phone photos over a phone's uplink (issue 28): the bytes the
// browser sends and the time from choosing the photos to the stored application (the site's 201),
// in Chromium with the network of Lighthouse's mobile preset (its latency and 675 kbit/s uplink)
// and its 4x CPU slowdown. Two sends per run:
// - `form`: the application form as a visitor uses it (photos prepared in the browser);
// - `originals`: the same three photos posted as they are, as the form sent them before it
//   prepared photos (and as a client that does not prepare them still may).
// `npm run bench` can call run(); alone: node bench/src/application-upload.mjs <site URL>
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as lantern from 'lighthouse/core/lib/lantern/lantern.js';

import { readSettings } from '../../lib/env/settings.mjs';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { phonePhoto } from '../../scripts/lib/phone-photo.mjs';

const MB = 1024 * 1024;
const PHOTO_BYTES = 8 * MB;
const PHOTO_LABELS = ['Close-up', 'Medium shot', 'Full body'];
const MOBILE = lantern.Simulation.Constants.throttling.mobileSlow4G;

/**
 * @param {{ siteUrl: string, chromePath: string, variants?: ('form' | 'originals')[] }} options
 */
export async function run({ siteUrl, chromePath, variants = ['form', 'originals'] }) {
  const photos = [];
  for (let i = 0; i < 3; i += 1) photos.push(await phonePhoto({ bytes: PHOTO_BYTES }));
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const sends = {};
    for (const variant of variants) {
      sends[variant] = await send(browser, siteUrl, variant, photos);
      console.log(`[bench] application upload (${variant}): ${JSON.stringify(sends[variant])}`);
    }
    return {
      photos: photos.map((photo) => photo.length),
      uplinkKbps: MOBILE.uploadThroughputKbps,
      latencyMs: MOBILE.requestLatencyMs,
      cpuSlowdown: MOBILE.cpuSlowdownMultiplier,
      loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
      sends,
    };
  } finally {
    await browser.close();
  }
}

async function send(browser, siteUrl, variant, photos) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/en/be-a-model`);
    const tag = `${variant}-${Date.now()}`;
    await fillApplicant(page, tag);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.requestLatencyMs,
      downloadThroughput: Math.floor((MOBILE.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((MOBILE.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier });
    const files = photos.map((buffer, index) => ({
      name: `PXL_2026050${index + 1}_102407.jpg`,
      mimeType: 'image/jpeg',
      buffer,
    }));
    const sent = watchApplications(cdp);
    const started = performance.now();
    if (variant === 'form') await sendForm(page, files);
    else await postOriginals(page, files);
    const seconds = (performance.now() - started) / 1000;
    const { status, bytesSent } = await sent.last();
    return { status, bytesSent, seconds: Math.round(seconds * 10) / 10 };
  } finally {
    await context.close();
  }
}

async function fillApplicant(page, tag) {
  const form = page.locator('main form');
  await form.getByLabel('Full name').fill(`Bench ${tag}`);
  const birth = form.getByRole('group', { name: 'Date of birth' });
  await birth.getByLabel('Day').fill('12');
  await birth.getByLabel('Month').selectOption({ label: 'April' });
  await birth.getByLabel('Year').fill('2001');
  await form.getByLabel('E-mail', { exact: true }).fill(`bench-${tag}@example.com`);
  await form.getByLabel('Phone', { exact: true }).pressSequentially('+34655555431');
  await form.getByLabel('Instagram').fill('@bench');
  await form.getByLabel('Country').selectOption('724');
  await form.getByLabel('City').locator('option').nth(1).waitFor({ state: 'attached' });
  await form.getByLabel('City').selectOption({ index: 1 });
  for (const [label, value] of [
    ['Height (cm)', '172'],
    ['Bust (cm)', '84'],
    ['Waist (cm)', '61'],
    ['Jeans (EU size)', '36.5'],
    ['Shoes (EU size)', '39'],
  ]) {
    await choose(form.getByLabel(label), { label: value });
  }
  await choose(form.getByLabel('Eye colour'), { index: 1 });
  await form.getByLabel(/I declare having read/).check();
}

/**
 * Chooses in a select of fixed options as a visitor does: reaching for it fills its options
 * (components/forms/select-field.tsx), which a bare selectOption never does.
 */
async function choose(select, option) {
  await select.focus();
  await select.selectOption(option);
}

/**
 * The POSTs to /api/applications, read from the DevTools protocol: Playwright's own request events
 * stalled on bodies of tens of MB, and report no body size for files. The Content-Length Chromium
 * sent is the body's size.
 */
function watchApplications(cdp) {
  const posts = new Map();
  // The headers as sent may be reported before the request itself.
  const lengths = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/applications'))
      posts.set(requestId, { status: 0 });
  });
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => {
    const length = Object.entries(headers).find(
      ([name]) => name.toLowerCase() === 'content-length',
    );
    if (length) lengths.set(requestId, Number(length[1]));
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const post = posts.get(requestId);
    if (post) post.status = response.status;
  });
  const last = () => {
    const [requestId, post] = [...posts.entries()].at(-1) ?? [];
    return { status: post?.status ?? 0, bytesSent: lengths.get(requestId) ?? 0 };
  };
  return {
    /** The last application sent, once its answer and size are in. */
    async last() {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const post = last();
        if (post.status && post.bytesSent) return post;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return last();
    },
  };
}

/** As a visitor: choose the photos, send, and wait for the confirmation (the site's 201). */
async function sendForm(page, files) {
  for (const [index, label] of PHOTO_LABELS.entries()) {
    await page.getByLabel(label, { exact: true }).setInputFiles(files[index]);
  }
  const form = page.locator('main form');
  await form.getByRole('button', { name: 'Send' }).click();
  await page
    .locator('[data-testid="sent-panel"]')
    .waitFor({ state: 'attached', timeout: 30 * 60_000 });
}

/** The form's fields with the photos as they are, posted from the page. */
async function postOriginals(page, files) {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.id = 'bench-originals';
    document.body.append(input);
  });
  await page.locator('#bench-originals').setInputFiles(files);
  const refused = await page.evaluate(async () => {
    // The application's: the page's first form is the menu's, a `<dialog>` form around its close
    // button.
    const form = document.querySelector('main form');
    const input = document.querySelector('#bench-originals');
    if (!form || !(input instanceof HTMLInputElement) || !input.files) return;
    const body = new FormData();
    for (const element of form.elements) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      if (!element.name || element.type === 'file') continue;
      if (element.type === 'radio' && !element.checked) continue;
      if (element.type === 'checkbox') body.append(element.name, String(element.checked));
      else if (element.name === 'country' || element.name === 'basedin')
        body.append(
          element.name,
          JSON.stringify({
            value: Number(element.value),
            label: element instanceof HTMLSelectElement ? element.selectedOptions[0]?.text : '',
          }),
        );
      else body.append(element.name, element.value);
    }
    // The fields the form keeps out of its markup: the date of birth its three parts make, and
    // the form's language.
    body.append('birthdate', '2001-04-12');
    body.append('language', 'en');
    [...input.files].forEach((file, index) => body.append(`image_${index + 1}`, file, file.name));
    const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    const response = await fetch('/api/applications', {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body,
    });
    return response.ok ? null : `${response.status} ${(await response.text()).slice(0, 600)}`;
  });
  if (refused) console.warn(`[bench] the original photos were refused: ${refused}`);
}

/** Markdown lines for bench/report.md. */
export function render(result) {
  const mb = (bytes) => (bytes / MB).toFixed(1);
  const label = {
    form: 'the form: photos prepared in the browser',
    originals: 'the original photos, as the form sent them before',
  };
  return [
    `Three phone photos of ${result.photos.map(mb).join(', ')} MB (12 MP, EXIF with GPS, orientation 6), ` +
      `sent over Lighthouse's mobile network (${result.uplinkKbps} kbit/s up, ${result.latencyMs} ms ` +
      `per request) with its ${result.cpuSlowdown}x CPU slowdown; time from choosing the photos ` +
      `to the site's answer, the application stored. Load average ${result.loadAverage.join(' / ')}.`,
    '',
    '| send | answer | bytes sent | time to stored |',
    '|---|---|---|---|',
    ...Object.entries(result.sends).map(
      ([variant, send]) =>
        `| ${label[variant]} | ${send.status} | ${mb(send.bytesSent)} MB | ${send.seconds} s |`,
    ),
    '',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [siteUrl, ...variants] = process.argv.slice(2);
  if (!siteUrl) throw new Error('usage: application-upload.mjs <site URL> [form|originals ...]');
  const result = await run({
    siteUrl,
    chromePath: readSettings().CHROMIUM_PATH,
    variants: variants.length > 0 ? variants : undefined,
  });
  console.log(JSON.stringify(result, null, 2));
  console.log(render(result).join('\n'));
}
