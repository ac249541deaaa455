import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, securityHeaders } from './headers.mjs';

const base = { mediaOrigin: 'https://media.example', dev: false, https: true };

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((entry) => {
      const [name = '', ...values] = entry.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('frames only the players and the map when no feed provider is configured', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://www.openstreetmap.org',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://media.example']);
    expect(contentSecurityPolicy({ ...base, feedOrigin: null })).toBe(contentSecurityPolicy(base));
  });

  it("adds the feed provider's origin, and nothing else, to framing and connections", () => {
    const without = directives(contentSecurityPolicy(base));
    const policy = directives(
      contentSecurityPolicy({ ...base, feedOrigin: 'https://snapwidget.com' }),
    );
    expect(policy.get('frame-src')).toEqual([
      ...(without.get('frame-src') ?? []),
      'https://snapwidget.com',
    ]);
    expect(policy.get('connect-src')).toEqual([
      ...(without.get('connect-src') ?? []),
      'https://snapwidget.com',
    ]);
    for (const [name, values] of policy)
      if (name !== 'frame-src' && name !== 'connect-src') expect(values).toEqual(without.get(name));
    // Scripts, pictures and styles never come from the provider: only its own frame runs them.
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('keeps the site itself unframeable whatever it frames', () => {
    const headers = securityHeaders({ ...base, feedOrigin: 'https://snapwidget.com' });
    const csp = headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(directives(csp).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers).toContainEqual({ key: 'X-Frame-Options', value: 'DENY' });
  });
});
