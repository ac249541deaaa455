import { describe, expect, it } from 'vitest';

import { MAP_ORIGIN } from '@/lib/content/map';
import { PLAYER_ORIGINS } from '@/lib/video/embed';

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
  it('frames only the video players the site embeds and the map when no feed provider is configured', () => {
    const policy = directives(contentSecurityPolicy(base));
    const players = Object.values(PLAYER_ORIGINS);
    expect(policy.get('frame-src')).toEqual([...players, MAP_ORIGIN]);
    // The players are asked whether they answer before their frame is shown; nothing else.
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://media.example', ...players]);
    expect(contentSecurityPolicy({ ...base, feedOrigin: null })).toBe(contentSecurityPolicy(base));
  });

  it('runs no provider script and takes no provider picture: players run in their own frames', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://media.example',
      MAP_ORIGIN,
    ]);
    const everything = [...policy.values()].flat().join(' ');
    expect(everything).not.toMatch(/www\.youtube\.com|ytimg|vimeocdn|vimeo\.com\/api/);
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
