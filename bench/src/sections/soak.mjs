import { benchSettings } from '../settings.mjs';
import { budgets, render, run, startFresh } from '../soak.mjs';

/**
 * The site after a long run of mixed traffic: SOAK_MINUTES (10) at SOAK_RATE requests/s (10).
 * Last in a full run, as it leaves the server's caches full.
 */
export const soak = {
  name: 'soak',
  title: 'a soak: mixed traffic at a steady rate, memory and caches minute by minute',
  run: ({ siteUrl, servers }) =>
    run({
      siteUrl,
      sitePid: servers.sitePid,
      distDir: servers.env.NEXT_DIST_DIR,
      minutes: benchSettings().SOAK_MINUTES,
      rate: benchSettings().SOAK_RATE,
      secret: servers.env.REVALIDATE_SECRET,
      probeFile: servers.probeFile,
      startFresh: () => startFresh(servers.env),
    }),
  render: ({ result }) => render(result),
  budgets: ({ result }) => budgets(result),
};
