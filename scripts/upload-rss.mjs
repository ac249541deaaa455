#!/usr/bin/env node
// Peak memory of the site's server while it takes several large applications at once.
// Start a production server first (E2E_SLOT=1 node scripts/e2e-server.mjs), then:
//   node scripts/upload-rss.mjs [--url http://127.0.0.1:3101] [--count 10] [--mb 38] [--padded]
// It finds the process listening on the site's port, samples its resident memory every 20 ms
// while `count` applications of `mb` MB each are posted at once, and prints what each answered.
// Each photo is a 12 MP phone photo of its share of `mb` (scripts/lib/phone-photo.mjs), which the
// site decodes and re-encodes; with --padded, a tiny JPEG padded to that size instead.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { applicationFields } from '../tests/fixtures/application.mjs';
import { phonePhoto } from './lib/phone-photo.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3101' },
    count: { type: 'string', default: '10' },
    mb: { type: 'string', default: '38' },
    padded: { type: 'boolean', default: false },
  },
});
const site = new URL(values.url);
const count = Number(values.count);
const totalBytes = Number(values.mb) * 1024 * 1024;

function serverPid() {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${site.port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${site.port}`);
  return Number(pid);
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function madrid() {
  const answer = await (await fetch(new URL('/api/attributes?country=724&lang=es', site))).json();
  const city = answer.cities.find((option) => option.value === 'Madrid');
  if (!city) throw new Error('no Madrid in the cities of Spain');
  return city;
}

// Five photos of their share of the total each (under 10 MB).
const jpeg = readFileSync('tests/fixtures/portrait-close-up.jpg');
const share = Math.floor(totalBytes / 5);
const photo = values.padded
  ? new Blob([jpeg, new Uint8Array(Math.max(0, share - jpeg.length))], { type: 'image/jpeg' })
  : new Blob([await phonePhoto({ width: 3024, height: 4032, bytes: share })], {
      type: 'image/jpeg',
    });

function application(index, city) {
  const form = new FormData();
  const fields = applicationFields({
    realname: `Carga ${index}`,
    email: `carga-${index}-${Date.now()}@example.com`,
    basedin: { value: city.id, label: city.value },
    instagr: '@carga',
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let i = 1; i <= 5; i += 1) form.append(`image_${i}`, photo, `photo-${i}.jpg`);
  return form;
}

const pid = serverPid();
const city = await madrid();
const forms = Array.from({ length: count }, (_, index) => application(index, city));
const baseline = rssMb(pid);
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb(pid));
}, 20);

const started = performance.now();
const results = await Promise.all(
  forms.map(async (body, index) => {
    const headers = {
      'x-forwarded-for': `198.18.200.${index + 1}`,
      'idempotency-key': `upload-rss-${Date.now()}-${index}`,
    };
    try {
      const response = await fetch(new URL('/api/applications', site), {
        method: 'POST',
        body,
        headers,
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        ms: Math.round(performance.now() - started),
      };
    } catch (error) {
      return { status: String(error), ms: Math.round(performance.now() - started) };
    }
  }),
);
await new Promise((resolve) => setTimeout(resolve, 1000));
clearInterval(sampler);
peak = Math.max(peak, rssMb(pid));

console.log(
  JSON.stringify(
    {
      pid,
      applications: count,
      mbEach: Number(values.mb),
      photos: values.padded ? 'padded' : 'phone',
      photoBytes: photo.size,
      baselineRssMb: Math.round(baseline),
      peakRssMb: Math.round(peak),
      afterRssMb: Math.round(rssMb(pid)),
      results,
    },
    null,
    2,
  ),
);
