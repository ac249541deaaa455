import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

import { E2E } from './env';

const PAGES = [
  '/',
  '/en/models',
  '/modelos/mujeres',
  '/en/contact',
  '/ser-modelo',
  '/news',
  '/favoritos',
];
const secretValues = Object.entries(E2E.secrets);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test.describe('secrets never reach a browser', () => {
  test('no salt, key, token or password in the built client assets', () => {
    const files = filesUnder(join(E2E.distDir, 'static'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      for (const [name, value] of secretValues)
        expect(text.includes(value), `${name} in ${file}`).toBe(false);
    }
  });

  test('no secret or bearer token in page HTML or RSC payloads', async ({ request }) => {
    for (const path of PAGES) {
      for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
        const response = await request.get(path, { headers });
        expect(response.status(), path).toBe(200);
        const body = await response.text();
        for (const [name, value] of secretValues)
          expect(body.includes(value), `${name} in ${path}`).toBe(false);
        expect(body, path).not.toMatch(/Bearer\s+[A-Za-z0-9._-]{8,}/);
        expect(body, path).not.toMatch(/access_token|api_token/);
      }
    }
  });
});

test.describe('security headers', () => {
  test('every page, file, API answer and 404 carries the same static CSP and the hardening headers', async ({
    request,
  }) => {
    const policies = new Set<string>();
    for (const path of [
      ...PAGES,
      '/icon.svg',
      '/robots.txt',
      '/api/health',
      '/en/nope',
      '/missing.txt',
      '/en/models/99999/nobody',
    ]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, path).not.toContain('nonce-');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).toContain("form-action 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-powered-by'], path).toBeUndefined();
      policies.add(csp);
    }
    // One policy for all: a cached page and a CDN copy of it carry exactly what a fresh one does.
    expect(policies.size).toBe(1);
  });

  test('malformed paths are refused with the security headers', async ({ request }) => {
    for (const path of ['/%FF', '/en/news/%', '/en/news/a%25', '/modelos/%C0%AF', '/x.%FF']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(response.headers()['content-security-policy'], path).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  // Pages are routed by Next's rewrites, not by the proxy (README, "Routing without a proxy"), and
  // platform/server.mjs only compresses what Next answers, so a cached page answers any method as a GET;
  // where the proxy runs, other methods are refused.
  test('the proxy refuses methods other than GET and HEAD, with the security headers', async ({
    request,
  }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/es/contacto', '/en/contacto', '/contact']) {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()['allow']).toBe('GET, HEAD');
        expect(response.headers()['content-security-policy'], `${method} ${path}`).toContain(
          "object-src 'none'",
        );
      }
    }
    expect((await request.head('/en/models')).status()).toBe(200);
  });

  test('the page runs under its CSP without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/en/models');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

test.describe('revalidation endpoint', () => {
  test('refuses a wrong or missing secret and accepts the right one', async ({ request }) => {
    expect((await request.post('/api/revalidate')).status()).toBe(401);
    expect(
      (
        await request.post('/api/revalidate', { headers: { Authorization: 'Bearer nope' } })
      ).status(),
    ).toBe(401);
    const ok = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${E2E.secrets.REVALIDATE_SECRET}` },
      data: { tags: ['slides'] },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ revalidated: { tags: ['slides'], paths: [] } });
    const bad = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${E2E.secrets.REVALIDATE_SECRET}` },
      data: { tags: ['nope'] },
    });
    expect(bad.status()).toBe(400);
  });
});
