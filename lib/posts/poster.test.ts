import { describe, expect, it } from 'vitest';
import { posterSrc } from './poster';

const MEDIA = process.env.NEXT_PUBLIC_MEDIA_BASE_URL ?? 'http://127.0.0.1:4010';

describe('posterSrc', () => {
  it('serves a poster through next/image at twice the width it is shown', () => {
    const poster = `${MEDIA}/storage/demo/poster-02.jpg`;
    expect(posterSrc(poster, 384)).toBe(`/_next/image?url=${encodeURIComponent(poster)}&w=828&q=75`);
    expect(posterSrc(poster, 600)).toBe(`/_next/image?url=${encodeURIComponent(poster)}&w=1200&q=75`);
  });

  it('leaves a video without a poster without one', () => {
    expect(posterSrc(null, 384)).toBeNull();
  });
});
