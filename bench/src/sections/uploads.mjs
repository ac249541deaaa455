import { render, run } from '../application-upload.mjs';

/** An application with three 8 MB phone photos over a phone's uplink, prepared and as they are. */
export const uploads = {
  name: 'uploads',
  title: 'an application with three 8 MB phone photos over a mobile uplink',
  run: ({ siteUrl, chromePath }) => run({ siteUrl, chromePath }),
  render: ({ result }) => render(result),
  budgets: ({ result }) => [
    [
      'an application with three phone photos is stored, prepared or not',
      Object.values(result.sends).every((send) => send.status === 201),
      Object.entries(result.sends)
        .map(([variant, send]) => `${variant} ${send.status}`)
        .join(', '),
    ],
  ],
};
