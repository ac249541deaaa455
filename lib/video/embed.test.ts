import { describe, expect, it } from 'vitest';

import { autoplaySrc, startSeconds, videoEmbed } from './embed';

const YOUTUBE = {
  provider: 'youtube',
  id: 'aqz-KE-bpKQ',
  src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};

describe('videoEmbed', () => {
  it('reads the id of every YouTube link shape into the privacy-enhanced player', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ',
      'http://m.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube.com/live/aqz-KE-bpKQ?si=x',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      '  https://youtu.be/aqz-KE-bpKQ  ',
    ]) {
      expect(videoEmbed(link), link).toEqual(YOUTUBE);
    }
  });

  it('keeps a YouTube start time', () => {
    expect(videoEmbed('https://youtu.be/aqz-KE-bpKQ?t=1m30s')).toEqual({
      ...YOUTUBE,
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90',
      watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=90s',
    });
    expect(videoEmbed('https://www.youtube.com/embed/aqz-KE-bpKQ?start=12')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=12',
    );
  });

  it('reads Vimeo pages, channels, unlisted and player links into the player page', () => {
    const vimeo = {
      provider: 'vimeo',
      id: '76979871',
      src: 'https://player.vimeo.com/video/76979871',
      watchUrl: 'https://vimeo.com/76979871',
    };
    for (const link of [
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871',
      'https://vimeo.com/76979871#t=10s',
    ]) {
      expect(videoEmbed(link), link).toEqual(vimeo);
    }
    const unlisted = {
      ...vimeo,
      src: 'https://player.vimeo.com/video/76979871?h=9f3a2b1c0d',
      watchUrl: 'https://vimeo.com/76979871/9f3a2b1c0d',
    };
    expect(videoEmbed('https://vimeo.com/76979871/9f3a2b1c0d')).toEqual(unlisted);
    expect(videoEmbed('https://player.vimeo.com/video/76979871?h=9f3a2b1c0d')).toEqual(unlisted);
  });

  it('answers null for links it cannot turn into a player', () => {
    for (const link of [
      'https://www.youtube.com/channel/xyz',
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/watch',
      'https://www.youtube.com.evil.com/watch?v=aqz-KE-bpKQ',
      'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
      'not a url youtube',
      'https://vimeo.com/about',
      'https://notvimeo.com.evil/123456',
      'https://evilvimeo.com/76979871',
      'https://www.dailymotion.com/video/x8',
      '',
    ]) {
      expect(videoEmbed(link), link).toBeNull();
    }
  });

  it('follows the link when the provider named does not match it', () => {
    expect(videoEmbed('https://vimeo.com/76979871', 'youtube')).toBeNull();
    expect(videoEmbed('https://youtu.be/aqz-KE-bpKQ', 'vimeo')).toBeNull();
    expect(videoEmbed('https://youtu.be/aqz-KE-bpKQ', 'youtube')).toEqual(YOUTUBE);
    expect(videoEmbed('https://youtu.be/aqz-KE-bpKQ', null)).toEqual(YOUTUBE);
  });
});

describe('startSeconds', () => {
  it('reads seconds and h/m/s forms', () => {
    expect(startSeconds('42')).toBe(42);
    expect(startSeconds('42s')).toBe(42);
    expect(startSeconds('2m')).toBe(120);
    expect(startSeconds('1h2m3s')).toBe(3723);
    expect(startSeconds('0')).toBeNull();
    expect(startSeconds('abc')).toBeNull();
    expect(startSeconds(null)).toBeNull();
  });
});

describe('autoplaySrc', () => {
  it('asks the player to start on its own, keeping the query', () => {
    expect(autoplaySrc('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90&autoplay=1',
    );
    expect(autoplaySrc('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });
});
