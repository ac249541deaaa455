import type { Page } from '@playwright/test';

/**
 * Opens `path` as a phone on a slow connection sees it: the document and its stylesheets arrive and
 * are shown, and its scripts wait until the returned function is called, so a test can type into
 * fields the page has not hydrated yet.
 */
export async function gotoWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
