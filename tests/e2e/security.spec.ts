import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from './env';

const PAGES = ['/', '/en/models', '/modelos/mujeres', '/en/contact', '/ser-modelo', '/news', '/favoritos'];
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
      for (const [name, value] of secretValues) expect(text.includes(value), `${name} in ${file}`).toBe(false);
    }
  });

  test('no secret or bearer token in page HTML or RSC payloads', async ({ request }) => {
    for (const path of PAGES) {
      for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
        const response = await request.get(path, { headers });
        expect(response.status(), path).toBe(200);
        const body = await response.text();
        for (const [name, value] of secretValues) expect(body.includes(value), `${name} in ${path}`).toBe(false);
        expect(body, path).not.toMatch(/Bearer\s+[A-Za-z0-9._-]{8,}/);
        expect(body, path).not.toMatch(/access_token|api_token/);
      }
    }
  });
});

test.describe('security headers', () => {
  test('every page has a nonce-based CSP that its scripts carry, and the hardening headers', async ({ request }) => {
    for (const path of PAGES) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("'unsafe-inline' 'strict-dynamic'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (/type="application\/(ld\+)?json"/.test(tag)) continue;
        expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  });

  test('two requests get two different nonces', async ({ request }) => {
    const [a, b] = await Promise.all([request.get('/en'), request.get('/en')]);
    expect(a.headers()['content-security-policy']).not.toBe(b.headers()['content-security-policy']);
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
    expect((await request.post('/api/revalidate', { headers: { Authorization: 'Bearer nope' } })).status()).toBe(401);
    const ok = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${E2E.secrets.REVALIDATE_SECRET}` },
      data: { tags: ['slides'] },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ revalidated: ['slides'] });
    const bad = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${E2E.secrets.REVALIDATE_SECRET}` },
      data: { tags: ['nope'] },
    });
    expect(bad.status()).toBe(400);
  });
});
