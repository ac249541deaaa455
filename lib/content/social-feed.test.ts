import { describe, expect, it } from 'vitest';

import { feedEmbed } from '../env/social-feed.mjs';
import { socialFeed } from './social-feed';

const embed = feedEmbed('https://snapwidget.com/embed/1234567');

describe('socialFeed', () => {
  it("pairs the panel's Instagram profile with the configured provider", () => {
    expect(socialFeed('https://www.instagram.com/lumenmodels/', embed)).toEqual({
      profile: { handle: 'lumenmodels', url: 'https://www.instagram.com/lumenmodels/' },
      embed: {
        url: 'https://snapwidget.com/embed/1234567',
        origin: 'https://snapwidget.com',
        host: 'snapwidget.com',
      },
    });
  });

  it('is absent without a provider, without an Instagram address, or with an unusable one', () => {
    expect(socialFeed('https://www.instagram.com/lumenmodels/', null)).toBeNull();
    expect(socialFeed(null, embed)).toBeNull();
    expect(socialFeed('https://www.instagram.com/not a handle/', embed)).toBeNull();
  });
});
