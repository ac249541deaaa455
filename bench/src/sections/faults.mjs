import { concurrentProfileCalls } from '../faults.mjs';

/** 200 concurrent requests for one profile nobody has asked for: one back-end call, not 200. */
export const faults = {
  name: 'faults',
  title: '200 concurrent requests to one uncached profile',
  run: ({ siteUrl, backendUrl }) => concurrentProfileCalls(siteUrl, backendUrl),
  render: ({ result: f }) => [
    `\`${f.path}\`: ${f.ok}/${f.requests} answered 200; the back-end saw ${f.backendProfileCalls} profile call(s).`,
    '',
  ],
  budgets: ({ result: f }) => [
    [
      '200 concurrent requests to an uncached profile all answered',
      f.ok === f.requests,
      `${f.ok}/${f.requests}`,
    ],
  ],
};
