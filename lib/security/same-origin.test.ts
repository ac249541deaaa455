import { describe, expect, it } from 'vitest';

import { isCrossSite } from './same-origin';

const SITE = 'https://agency.example';
const from = (headers: Record<string, string>) => isCrossSite(new Headers(headers), SITE);

describe('isCrossSite', () => {
  it("refuses what browsers mark as another site's, or a sibling subdomain's", () => {
    expect(from({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(true);
    expect(from({ 'sec-fetch-site': 'same-site', origin: 'https://blog.agency.example' })).toBe(
      true,
    );
    expect(from({ 'sec-fetch-site': 'cross-site', origin: SITE })).toBe(true);
  });

  it('lets the own pages and a visitor’s own action through', () => {
    expect(from({ 'sec-fetch-site': 'same-origin', origin: SITE })).toBe(false);
    expect(from({ 'sec-fetch-site': 'none' })).toBe(false);
  });

  it('falls back to Origin for browsers without Sec-Fetch-Site: the site URL or the Host addressed', () => {
    expect(from({ origin: 'https://evil.example', host: 'agency.example' })).toBe(true);
    expect(from({ origin: 'null', host: 'agency.example' })).toBe(true);
    expect(from({ origin: SITE, host: 'internal:3000' })).toBe(false);
    expect(from({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).toBe(false);
    expect(
      from({
        origin: 'https://www.agency.example',
        host: 'www.agency.example',
        'x-forwarded-proto': 'https',
      }),
    ).toBe(false);
  });

  it('lets requests from no web page through to the other checks', () => {
    expect(from({})).toBe(false);
  });
});
