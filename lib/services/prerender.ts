import 'server-only';

import { routing, type Locale } from '../i18n/routing';
import { getAttributes } from '../integration';
import { log } from '../log/log.mjs';
import { getSiteContent } from '../panel';

/**
 * The locales whose fixed pages a build prerenders: every one when both back-ends answer, none
 * when they do not. A build never needs the back-ends: without them each page is rendered on its
 * first request and cached from then on, as profiles and posts always are.
 */
export function prerenderedLocales(): Promise<{ lang: Locale }[]> {
  // Next asks once per route; the back-ends are asked once per build worker.
  probe ??= askBackends();
  return probe;
}

let probe: Promise<{ lang: Locale }[]> | null = null;

async function askBackends(): Promise<{ lang: Locale }[]> {
  try {
    await Promise.all([getSiteContent(), getAttributes(routing.defaultLocale)]);
    return routing.locales.map((lang) => ({ lang }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log('build').warn(
      `the back-ends did not answer (${reason}): pages will be rendered on their first request`,
    );
    return [];
  }
}
