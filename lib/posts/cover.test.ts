import { describe, expect, it } from 'vitest';

import { coverKind } from './cover';

describe('coverKind', () => {
  it('treats names containing mp4 or webm as video files', () => {
    expect(coverKind('http://m/storage/videos/cover-reel.mp4')).toEqual({ kind: 'video' });
    expect(coverKind('/storage/videos/LOOP.WEBM')).toEqual({ kind: 'video' });
    expect(coverKind('/storage/videos/mp4-teaser')).toEqual({ kind: 'video' });
  });

  it('treats youtube and vimeo links as videos played in their embed frames', () => {
    expect(coverKind('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toEqual({
      kind: 'embed',
      provider: 'youtube',
      embed: {
        provider: 'youtube',
        id: 'aqz-KE-bpKQ',
        src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
        watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      },
    });
    expect(coverKind('https://vimeo.com/76979871')).toMatchObject({
      kind: 'embed',
      provider: 'vimeo',
      embed: { src: 'https://player.vimeo.com/video/76979871' },
    });
  });

  it('keeps a video link it cannot play as a link, without a frame', () => {
    expect(coverKind('https://www.youtube.com/channel/xyz')).toEqual({
      kind: 'embed',
      provider: 'youtube',
      embed: null,
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
