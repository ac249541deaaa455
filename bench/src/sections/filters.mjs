import { filterTiming } from '../filter-timing.mjs';

const FRAME_BUDGET_MS = 50;

/** Filtering the 1000-card list, timed from the input event to the next frame. */
export const filters = {
  name: 'filters',
  title: 'filtering the 1000-card list in the browser, unthrottled and at ×4',
  async run({ siteUrl, chromePath }) {
    const result = await filterTiming(siteUrl, chromePath);
    console.log(
      `[bench] filters on ${result.path} (${result.cards} cards): next frame ${result.x1.frameMs.median} ms at x1, ${result.x4.frameMs.median} ms at x4 (median)`,
    );
    return result;
  },
  render: ({ result: filters }) => [
    `\`${filters.path}\` with ${filters.cards} cards, ${filters.changes} filter changes per rate (search, hair, height), time from the input event, in ms (median / 95th percentile); load average ${filters.loadAverage.join(', ')}.`,
    '',
    '| CPU | to end of event | to end of style and layout | to next frame | main-thread CPU |',
    '|---|---|---|---|---|',
    ...['x1', 'x4']
      .filter((rate) => filters[rate])
      .map((rate) => {
        const r = filters[rate];
        const cell = (m) => `${m.median} / ${m.p95}`;
        return `| ${rate === 'x1' ? 'unthrottled' : '×4 throttling'} | ${cell(r.scriptMs)} | ${cell(r.layoutMs)} | ${cell(r.frameMs)} | ${cell(r.cpuMs)} |`;
      }),
    '',
  ],
  budgets: ({ result }) => [
    [
      `filtering ${result.cards} cards shows within ${FRAME_BUDGET_MS} ms (median, unthrottled)`,
      result.x1.frameMs.median <= FRAME_BUDGET_MS,
      `worst ${result.x1.frameMs.median} ms`,
    ],
  ],
};
