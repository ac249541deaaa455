import { expect, test } from '@playwright/test';

// The scripts a page starts with are compiled while they stream in, not function by function on
// the main thread (platform/build/compile-hints.mjs, docs/performance.md "Compiled before it runs").
test("every script a page's HTML loads carries V8's compile hint, first", async ({ request }) => {
  for (const path of ['/', '/contacto', '/en/models']) {
    const html = await (await request.get(path)).text();
    const scripts = [
      ...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"(?![^>]*noModule)/g),
    ].map(([, src]) => src ?? '');
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      const source = await (await request.get(src)).text();
      expect(source.split('\n')[0], `${path}: ${src}`).toBe('//# allFunctionsCalledOnLoad');
    }
  }
});
