import type { Page, Request } from '@playwright/test';

/**
 * Stand-ins for the third parties a page may frame (this machine has no internet): the video
 * players' embed pages (YouTube's privacy-enhanced domain, Vimeo's player page) and the map.
 * Served with Playwright's routing, at the network layer: the page's Content-Security-Policy
 * still decides whether a frame or a request may be made at all. `reachable: false` makes every
 * one of them unreachable, as a provider that is down or blocked.
 */
export const PLAYER_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'];
const MAP_HOST = 'www.openstreetmap.org';

/** A player's stand-in page: says which video it plays and whether it was asked to autoplay. */
function playerPage(url: URL): string {
  const autoplay = url.searchParams.get('autoplay') === '1' ? 'autoplay' : 'paused';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in player</title>
<style>body{margin:0;display:grid;place-items:center;height:100vh;background:#222;color:#eee;font:16px system-ui}</style>
</head><body><p>Stand-in ${url.hostname} playing ${url.pathname} (${autoplay})</p></body></html>`;
}

// A 1×1 transparent PNG: what the map's reachability probe loads.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** `held`: the players answer only once it settles, so a test sees the loading state. */
export async function standInThirdParties(
  page: Page,
  { reachable = true, held }: { reachable?: boolean; held?: Promise<void> } = {},
) {
  const requests: string[] = [];
  await page.route(
    (url) => [...PLAYER_HOSTS, MAP_HOST].includes(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      requests.push(url.toString());
      if (held && url.hostname !== MAP_HOST) await held;
      if (!reachable) return route.abort('internetdisconnected');
      if (url.hostname === MAP_HOST && url.pathname.endsWith('.ico'))
        return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
      const html =
        url.hostname === MAP_HOST ? '<!doctype html><title>Map</title>' : playerPage(url);
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  return { requests };
}

/** Requests to the video players' origins, of any kind. */
export const isPlayerRequest = (request: Request) =>
  PLAYER_HOSTS.includes(new URL(request.url()).hostname);

export type PageProblems = { violations: string[]; errors: string[] };

/**
 * Records what the page itself reports as wrong: Content-Security-Policy violations (the
 * `securitypolicyviolation` events of every document of ours), console errors and uncaught
 * exceptions. `ignore` leaves out console errors that are the point of the page (a 404's own
 * status).
 */
export async function recordPageProblems(
  page: Page,
  ignore: (text: string) => boolean = () => false,
) {
  const problems: PageProblems = { violations: [], errors: [] };
  await page.exposeFunction('__reportViolation', (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __reportViolation?: (text: string) => void })
        .__reportViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' || ignore(message.text())) return;
    problems.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
  return problems;
}
