import { describe, expect, it } from 'vitest';

import { resolveSiteUrl, siteUrlWarning } from '../../scripts/lib/site-url.mjs';

describe('resolveSiteUrl', () => {
  it('keeps a configured URL, without its trailing slash', () => {
    expect(
      resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://www.agency.example/', PORT: '8080' }),
    ).toEqual({
      url: 'https://www.agency.example',
      defaulted: false,
    });
  });

  it('defaults to localhost on the port the site runs on', () => {
    expect(resolveSiteUrl({ PORT: '3102' })).toEqual({
      url: 'http://localhost:3102',
      defaulted: true,
    });
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: ' ', PORT: '8080' })).toEqual({
      url: 'http://localhost:8080',
      defaulted: true,
    });
    expect(resolveSiteUrl({})).toEqual({ url: 'http://localhost:3000', defaulted: true });
  });
});

describe('siteUrlWarning', () => {
  it('warns only when the URL is the local default', () => {
    expect(siteUrlWarning(resolveSiteUrl({ PORT: '8080' }))).toMatch(
      /NEXT_PUBLIC_SITE_URL is not set.*http:\/\/localhost:8080/,
    );
    expect(
      siteUrlWarning(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://www.agency.example' })),
    ).toBeNull();
    // A local URL chosen on purpose (tests, benchmarks) is not a forgotten setting.
    expect(
      siteUrlWarning(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3100' })),
    ).toBeNull();
  });
});
