import { describe, expect, it } from 'vitest';

import { coverKind, vimeoEmbed, youtubeEmbed } from './cover';

describe('coverKind', () => {
  it('treats names containing mp4 or webm as video files', () => {
    expect(coverKind('http://m/storage/videos/cover-reel.mp4')).toEqual({ kind: 'video' });
    expect(coverKind('/storage/videos/LOOP.WEBM')).toEqual({ kind: 'video' });
    expect(coverKind('/storage/videos/mp4-teaser')).toEqual({ kind: 'video' });
  });

  it('treats youtube and vimeo links as embedded players', () => {
    expect(coverKind('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toEqual({
      kind: 'embed',
      provider: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });
    expect(coverKind('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('checks for players before file types', () => {
    expect(coverKind('https://youtu.be/abcdefghijk?list=mp4')).toMatchObject({
      kind: 'embed',
      provider: 'youtube',
    });
  });

  it('treats everything else as an image and an empty cover as none', () => {
    expect(coverKind('http://m/storage/demo/post-01.jpg')).toEqual({ kind: 'image' });
    expect(coverKind('/storage/demo/post.webp')).toEqual({ kind: 'image' });
    expect(coverKind('  ')).toEqual({ kind: 'none' });
  });
});

describe('player URLs', () => {
  it('reads the id of every YouTube link shape', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ]) {
      expect(youtubeEmbed(link), link).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    }
  });

  it('answers null for links it cannot turn into a player', () => {
    expect(youtubeEmbed('https://www.youtube.com/channel/xyz')).toBeNull();
    expect(youtubeEmbed('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(youtubeEmbed('not a url youtube')).toBeNull();
    expect(vimeoEmbed('https://vimeo.com/about')).toBeNull();
    expect(vimeoEmbed('https://notvimeo.com.evil/123456')).toBeNull();
  });

  it('reads Vimeo ids from channel and player links', () => {
    expect(vimeoEmbed('https://vimeo.com/channels/staffpicks/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(vimeoEmbed('https://player.vimeo.com/video/76979871?h=abc')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });
});
