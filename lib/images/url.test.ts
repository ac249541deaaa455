import { describe, expect, it } from 'vitest';

import { site } from '../env/public.mjs';
import { optimizedImageUrl, shortenImageUrls, shortImageSources, storagePath } from './url';

const media = (path: string) => `${site.mediaBaseUrl}/storage/${path}`;

describe('optimized picture addresses', () => {
  it('are short for pictures of the media host, which next.config.mjs rewrites to the optimizer', () => {
    expect(optimizedImageUrl(media('demo/portrait-01.jpg'), 384)).toBe(
      '/img/384/demo/portrait-01.jpg',
    );
    expect(storagePath(media('talents/62/book 1.jpg'))).toBeNull();
    expect(storagePath(media('../secret.jpg'))).toBeNull();
  });

  it("keep next/image's form for any other picture", () => {
    expect(optimizedImageUrl('https://cdn.example/a.jpg', 640)).toBe(
      '/_next/image?url=https%3A%2F%2Fcdn.example%2Fa.jpg&w=640&q=75',
    );
    expect(optimizedImageUrl(media('talents/62/book 1.jpg'), 640)).toBe(
      `/_next/image?url=${encodeURIComponent(media('talents/62/book 1.jpg'))}&w=640&q=75`,
    );
  });

  it("shorten next/image's srcset, candidate by candidate", () => {
    const long = (path: string, width: number) =>
      `/_next/image?url=${encodeURIComponent(media(path))}&w=${width}&q=75`;
    const other = '/_next/image?url=https%3A%2F%2Fcdn.example%2Fa.jpg&w=828&q=75';
    expect(
      shortenImageUrls(
        `${long('hero.jpg', 640)} 640w, ${long('hero.jpg', 1200)} 1200w, ${other} 828w`,
      ),
    ).toBe(`/img/640/hero.jpg 640w, /img/1200/hero.jpg 1200w, ${other} 828w`);
  });

  it("shorten a picture's src and srcset, and leave an absent srcset absent", () => {
    const long = (width: number) =>
      `/_next/image?url=${encodeURIComponent(media('a.jpg'))}&w=${width}&q=75`;
    expect(shortImageSources({ src: long(1200), srcSet: `${long(640)} 640w` })).toEqual({
      src: '/img/1200/a.jpg',
      srcSet: '/img/640/a.jpg 640w',
    });
    expect(shortImageSources({ src: 'https://cdn.example/a.jpg' })).toEqual({
      src: 'https://cdn.example/a.jpg',
      srcSet: undefined,
    });
  });
});
