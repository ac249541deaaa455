import { describe, expect, it } from 'vitest';

import { readSettings } from './settings.mjs';
import { feedEmbed, feedEmbedDrift } from './social-feed.mjs';

describe('feedEmbed', () => {
  it("reads a provider's https frame address, with its origin and a host to name it by", () => {
    expect(feedEmbed(' https://snapwidget.com/embed/1234567 ')).toEqual({
      url: 'https://snapwidget.com/embed/1234567',
      origin: 'https://snapwidget.com',
      host: 'snapwidget.com',
    });
    expect(feedEmbed('https://www.juicer.io/api/feeds/lumen/iframe')?.host).toBe('juicer.io');
  });

  it('accepts plain http only on a loopback host, where tests serve a stand-in provider', () => {
    expect(feedEmbed('http://127.0.0.1:4613/embed/feed')?.origin).toBe('http://127.0.0.1:4613');
    expect(feedEmbed('http://localhost:8080/feed')?.origin).toBe('http://localhost:8080');
    expect(feedEmbed('http://[::1]:8080/feed')?.origin).toBe('http://[::1]:8080');
    expect(feedEmbed('http://lightwidget.com/widgets/abc.html')).toBeNull();
    expect(feedEmbed('http://127.0.0.1.nip.io/feed')).toBeNull();
  });

  it('refuses what cannot be framed safely, and treats blank as unset', () => {
    for (const value of [
      undefined,
      '',
      '   ',
      'snapwidget.com/embed/1',
      'javascript:alert(1)',
      'data:text/html,<p>feed</p>',
      'ftp://snapwidget.com/embed',
      'https://user:secret@snapwidget.com/embed/1',
    ])
      expect(feedEmbed(value), String(value)).toBeNull();
  });
});

describe('SOCIAL_FEED_EMBED_URL in the settings', () => {
  it('is optional, kept as given, and blank counts as unset', () => {
    expect(readSettings({}).SOCIAL_FEED_EMBED_URL).toBeUndefined();
    expect(readSettings({ SOCIAL_FEED_EMBED_URL: ' ' }).SOCIAL_FEED_EMBED_URL).toBeUndefined();
    expect(
      readSettings({ SOCIAL_FEED_EMBED_URL: 'https://snapwidget.com/embed/1' })
        .SOCIAL_FEED_EMBED_URL,
    ).toBe('https://snapwidget.com/embed/1');
  });

  it('stops the start on an address the section could not frame, naming the variable', () => {
    for (const value of ['snapwidget', 'http://snapwidget.com/embed/1', 'javascript:alert(1)'])
      expect(() => readSettings({ SOCIAL_FEED_EMBED_URL: value }), value).toThrow(
        /Invalid settings \(SOCIAL_FEED_EMBED_URL\)/,
      );
  });
});

describe('feedEmbedDrift', () => {
  const built = feedEmbed('https://snapwidget.com/embed/1');

  it('says nothing while the server runs with the value it was built with', () => {
    expect(feedEmbedDrift('https://snapwidget.com/embed/1', built)).toBeNull();
    expect(feedEmbedDrift(undefined, null)).toBeNull();
    expect(feedEmbedDrift('', null)).toBeNull();
  });

  it('warns when the running value differs from the build, which keeps its own', () => {
    expect(feedEmbedDrift('https://lightwidget.com/widgets/x.html', built)).toMatch(
      /SOCIAL_FEED_EMBED_URL is https:\/\/lightwidget\.com\/widgets\/x\.html but this build has https:\/\/snapwidget\.com\/embed\/1/,
    );
    expect(feedEmbedDrift(undefined, built)).toMatch(/is unset but this build has/);
    expect(feedEmbedDrift('https://snapwidget.com/embed/1', null)).toMatch(/this build has none/);
  });
});
