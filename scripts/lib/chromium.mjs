// @ts-check
// Chromium as the tests and the bench launch it: headless on a shared machine without internet, so
// nothing in the background (updates, sync, QUIC probes, GPU set-up) competes with the page.
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
