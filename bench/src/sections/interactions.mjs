import { interactionTimes } from '../interactions.mjs';

const BUDGET_MS = 200;

/** Interaction to next paint of five things a visitor does, on an emulated low-tier phone. */
export const interactions = {
  name: 'interactions',
  title: 'interaction to next paint on a low-tier phone (Playwright, CDP CPU throttling)',
  async run({ siteUrl, chromePath, pages }) {
    const profile = pages.find((p) => p.kind === 'profile' && p.path.startsWith('/en/'))?.path;
    return interactionTimes(siteUrl, chromePath, profile);
  },
  render: ({ result }) => [
    `Each interaction made on a freshly loaded page once it had settled (network quiet, two idle periods), in a Pixel 7-sized Chromium whose CPU was slowed to the low-tier class (index 264) from the host's benchmarkIndex measured just before. Durations from the Event Timing API (input to next paint); the figure is the median over the runs of each run's slowest interaction.`,
    '',
    '| interaction | page | median | worst | each run | CPU slowdown |',
    '|---|---|---|---|---|---|',
    ...Object.values(result).map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.medianMs} ms | ${r.maxMs} ms | ${r.runs.map((run) => Math.max(...run.durations)).join(', ')} | ×${Math.min(...r.runs.map((run) => run.slowdown))}–${Math.max(...r.runs.map((run) => run.slowdown))} |`,
    ),
    '',
  ],
  budgets: ({ result }) =>
    Object.values(result).map((r) => [
      `low-tier phone: ${r.name} ≤ ${BUDGET_MS} ms (median)`,
      r.medianMs <= BUDGET_MS,
      `${r.medianMs} ms`,
    ]),
};
