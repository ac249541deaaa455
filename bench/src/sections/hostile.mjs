import { bombs, bounds, slowBodies, stop } from '../hostile.mjs';

const MB = 2 ** 20;
const BUDGETS = { rssBytes: 300 * MB, cleaningBytes: 160 * MB, honestSeconds: 60 };

/** Decompression bombs, slow bodies and a stop, against the application route (issue 47). */
export const hostile = {
  name: 'hostile',
  title: 'bombs, slow bodies and a stop against the application form',
  async run(context) {
    return {
      bombs: await bombs(context),
      bounds: await bounds(context),
      slow: [
        await slowBodies(context, { sameAddress: true }),
        await slowBodies(context, { sameAddress: false }),
      ],
      // 60 KB/s is below the slow mobile uplink (675 kbit/s, about 84 KB/s) the uploads section
      // sends over: the first application arrives in about 8 s, the second needs about 60.
      stop: [
        await stop(context, { photoBytes: 150 * 1024, bytesPerSecond: 60 * 1024 }),
        await stop(context, { photoBytes: 1200 * 1024, bytesPerSecond: 60 * 1024 }),
      ],
    };
  },
  render({ result: { bombs: b, bounds: largest = [], slow, stop: stops } }) {
    const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
    return [
      `**Three bombs**: one application with three ${(b.bombBytes / MB).toFixed(2)} MB PNGs, each declaring 11,000 × 10,900 pixels of interlaced 16-bit RGBA (959 MB decoded): answered ${b.status} in ${b.seconds} s (\`${b.answer.replace(/\|/g, '\\|')}\`); server RSS ${mb(b.rssBeforeBytes)} before, peak ${mb(b.peakRssBytes)}.`,
      '',
      '**The largest photos the decode bounds accept**, each as the first photo of an application of its own:',
      '',
      '| photo | file | answer | time | server RSS before | peak | added |',
      '|---|---|---|---|---|---|---|',
      ...largest.map(
        (p) =>
          `| ${p.kind} | ${(p.bytes / MB).toFixed(2)} MB | ${p.status} | ${p.seconds} s | ${mb(p.rssBeforeBytes)} | ${mb(p.peakRssBytes)} | ${mb(p.peakRssBytes - p.rssBeforeBytes)} |`,
      ),
      '',
      `**Slow bodies**: ${slow[0].slowBodies ?? 8} applications sending a byte every 2 s, then an honest application (three small photos) from another address, sent again after each \`Retry-After\`, for at most ${slow[0].retrySeconds ?? 180} s.`,
      '',
      '| slow bodies from | honest answer | attempts | time to the answer | what the slow bodies got |',
      '|---|---|---|---|---|',
      ...slow.map(
        (s) =>
          `| ${s.sameAddress ? 'one address' : `${s.slowBodies ?? 8} addresses`} | ${s.status} | ${s.attempts.join(', ')} | ${s.seconds} s | ${Object.entries(
            s.slowAnswers,
          )
            .map(([answer, count]) => `${answer} ×${count}`)
            .join(', ')} |`,
      ),
      '',
      '**A stop**: an application uploaded at 60 KB/s to a server of its own, SIGTERM 2 s into the upload, then sent again under its Idempotency-Key to a server started again.',
      '',
      '| application | answer across the stop | after SIGTERM | server exited after | stored then | retry | stored after the retry |',
      '|---|---|---|---|---|---|---|',
      ...stops.map(
        (s) =>
          `| ${(s.bodyBytes / MB).toFixed(2)} MB | ${s.answer}${s.retryAfter ? ` (Retry-After ${s.retryAfter})` : ''} | ${s.answeredAfterSeconds} s | ${s.exitedAfterSeconds} s (${s.exit}) | ${s.storedBeforeRetry} | ${s.retry} | ${s.storedAfterRetry} |`,
      ),
      '',
    ];
  },
  budgets: ({ result: { bombs: b, bounds: largest = [], slow, stop: stops } }) => [
    [
      'three bombs refused, server RSS ≤ 300 MB',
      b.status === 400 && b.peakRssBytes <= BUDGETS.rssBytes,
      `${b.status}, peak ${(b.peakRssBytes / MB).toFixed(0)} MB`,
    ],
    [
      'the largest photos the bounds accept are stored, each adding ≤ 160 MB to the server RSS',
      largest.length > 0 &&
        largest.every(
          (p) => p.status === 201 && p.peakRssBytes - p.rssBeforeBytes <= BUDGETS.cleaningBytes,
        ),
      `worst ${(Math.max(...largest.map((p) => p.peakRssBytes - p.rssBeforeBytes)) / MB).toFixed(0)} MB added`,
    ],
    [
      `an honest application stored within ${BUDGETS.honestSeconds} s while ${slow[0].slowBodies ?? 8} slow bodies are open`,
      slow.every((s) => s.status === 201 && s.seconds <= BUDGETS.honestSeconds),
      slow.map((s) => `${s.status} in ${s.seconds} s`).join(', '),
    ],
    [
      'an application in flight at SIGTERM is stored once, at once or on its retry',
      stops.every((s) => s.storedAfterRetry === 1 && s.retry === 201),
      stops.map((s) => `${s.answer} then ${s.retry}, ${s.storedAfterRetry} stored`).join('; '),
    ],
  ],
};
