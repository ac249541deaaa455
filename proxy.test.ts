// @vitest-environment node
import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { locales, publicPaths } from './lib/i18n/pathnames.mjs';
import type { Locale } from './lib/i18n/routing';
import proxy, { config } from './proxy';

const request = (path: string, method = 'GET') =>
  new NextRequest(new URL(path, 'http://site.test'), { method });

describe('proxy', () => {
  it("skips every page's own public path, in every language: rewrites route those", () => {
    for (const { public: path } of publicPaths()) {
      const url = path.replace(/\[\w+\]/g, 'x1');
      expect(matches({ config, url }), url).toBe(false);
    }
    for (const url of [
      '/api/health',
      '/api/applications',
      '/_next/static/chunks/a.js',
      '/icon.svg',
      '/robots.txt',
    ]) {
      expect(matches({ config, url }), url).toBe(false);
    }
  });

  it("runs where there is work: /es/..., a percent sign, and every other language's word", () => {
    for (const url of [
      '/es',
      '/es/contacto',
      '/es/models/curvy',
      '/%FF',
      '/en/news/a%25',
      '/x.%FF',
      '/contact',
      '/en/contacto',
      '/pt/contact',
    ]) {
      expect(matches({ config, url }), url).toBe(true);
    }
    const first = (path: string) => path.split('/')[1] ?? '';
    const words = (locale: Locale) =>
      new Set(
        publicPaths()
          .filter((entry) => entry.locale === locale)
          .map((entry) => first(locale === 'es' ? entry.public : entry.public.slice(3))),
      );
    const everyWord = new Set(
      publicPaths().map((entry) =>
        first(entry.locale === 'es' ? entry.public : entry.public.slice(3)),
      ),
    );
    for (const locale of locales) {
      const own = words(locale);
      for (const word of everyWord) {
        if (!word || own.has(word)) continue;
        const url = `${locale === 'es' ? '' : `/${locale}`}/${word}/more`;
        expect(matches({ config, url }), url).toBe(true);
      }
    }
  });

  it('leaves files to Next', async () => {
    const response = await proxy(request('/robots%2Dtxt.txt'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('refuses methods other than GET and HEAD on pages', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await proxy(request('/en/models', method));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    expect((await proxy(request('/en/models', 'HEAD'))).status).toBe(200);
  });

  it('answers 400 to a path that cannot be decoded', async () => {
    for (const path of ['/%FF', '/en/news/%', '/en/news/a%25', '/modelos/%C0%AF', '/x.%FF']) {
      expect((await proxy(request(path))).status, path).toBe(400);
    }
    expect((await proxy(request('/en/news/caf%C3%A9'))).status).toBe(200);
  });

  it("rewrites Spanish paths to their internal ones and redirects /es and other languages' words", async () => {
    expect((await proxy(request('/contacto'))).headers.get('x-middleware-rewrite')).toBe(
      'http://site.test/es/contact',
    );
    expect((await proxy(request('/pt/mulheres'))).headers.get('x-middleware-rewrite')).toBe(
      'http://site.test/pt/models/women',
    );
    const redirect = await proxy(request('/es/contacto'));
    expect([307, 308]).toContain(redirect.status);
    expect(redirect.headers.get('location')).toBe('http://site.test/contacto');
    expect((await proxy(request('/en/contacto'))).headers.get('location')).toBe(
      'http://site.test/en/contact',
    );
    // No cookie: a cached page (and a CDN's copy of it) must be the same for everyone.
    expect((await proxy(request('/en/about-us'))).headers.get('set-cookie')).toBeNull();
  });
});
