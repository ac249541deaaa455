import { slowdownFor, withinClass } from './devices.mjs';
import { measureHostIndex } from './host-index.mjs';
import { auditRun, round } from './lighthouse.mjs';

/**
 * One Lighthouse run of `url` in the Chromium at `port`, emulating `deviceClass`: the CPU slowdown
 * comes from the host's benchmarkIndex measured just before the run (devices.mjs), but for the
 * default ×4, which needs none. The machine is shared, so a run whose own index, divided by its
 * slowdown, strayed from the class's is made again, up to three times, and the closest is kept.
 *
 * `settingsFor(slowdown)` gives the run's Lighthouse settings; `summarize(result, slowdown)` turns
 * its result ({ lhr, artifacts }) into the figures kept. To those the run adds the index it saw
 * (`hostIndex`), its `slowdown`, the index it emulated (`emulatedIndex`) and how many `attempts` it
 * took; `onRun(run)` sees every run.
 */
export async function runAtClass({ port, deviceClass, url, settingsFor, summarize, onRun }) {
  let best = null;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // Lighthouse's default ×4 is the same whatever the host: no index to measure first.
    const hostIndex = deviceClass.index ? await measureHostIndex(port) : null;
    const slowdown = slowdownFor(deviceClass, hostIndex);
    const result = await auditRun(url, port, settingsFor(slowdown));
    const seen = result.lhr.environment?.benchmarkIndex ?? null;
    const run = {
      ...summarize(result, slowdown),
      hostIndex: round(seen),
      slowdown,
      emulatedIndex: seen ? round(seen / slowdown) : null,
      attempts: attempt,
    };
    onRun?.(run);
    if (!best || distance(run, deviceClass) < distance(best, deviceClass)) best = run;
    if (withinClass(deviceClass, run.hostIndex, slowdown)) break;
  }
  return best;
}

/** How far a run's emulated index was from its class's, as a factor (0 for the ×4 class). */
const distance = (run, deviceClass) =>
  deviceClass.index ? Math.abs(Math.log(run.emulatedIndex / deviceClass.index)) : 0;

/**
 * Each of `pages` (those the phone sections measure) and the bare page at `ceilingUrl`, `pairs`
 * times, at `deviceClass`: the bare page just before each page, so both runs of a pair saw the same
 * machine. Returns the pairs by path ({ bare, page }, each a runAtClass run); `onPair(path, pair)`
 * sees each pair as it is made, `onRun` every run.
 */
export async function runPairs({ pages, siteUrl, ceilingUrl, pairs, onPair, ...runOptions }) {
  const once = (url) => runAtClass({ ...runOptions, url });
  const byPage = {};
  for (let n = 0; n < pairs; n += 1) {
    for (const page of pages.filter((p) => p.phone)) {
      const bare = await once(ceilingUrl);
      const measured = await once(`${siteUrl}${page.path}`);
      const pair = { bare, page: measured };
      (byPage[page.path] ??= []).push(pair);
      onPair?.(page.path, pair);
    }
  }
  return byPage;
}
