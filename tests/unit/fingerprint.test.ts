import { describe, expect, it } from 'vitest';

import { sourceFingerprint } from '../../scripts/lib/fingerprint.mjs';

describe('sourceFingerprint', () => {
  const base = { NEXT_PUBLIC_MEDIA_BASE_URL: 'https://media.example', PANEL_SALT: 'a' };

  it('changes with a setting the build fixes: a public one or the feed provider', () => {
    const built = sourceFingerprint(base);
    expect(
      sourceFingerprint({ ...base, NEXT_PUBLIC_MEDIA_BASE_URL: 'https://cdn.example' }),
    ).not.toBe(built);
    expect(
      sourceFingerprint({ ...base, SOCIAL_FEED_EMBED_URL: 'https://snapwidget.com/embed/1' }),
    ).not.toBe(built);
  });

  it('ignores settings the server reads when it runs', () => {
    expect(sourceFingerprint({ ...base, PANEL_SALT: 'b', REDIS_URL: 'redis://cache' })).toBe(
      sourceFingerprint(base),
    );
  });
});
