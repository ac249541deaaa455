import { describe, expect, it } from 'vitest';

import { site } from '@/lib/env/public.mjs';

import { posterSrc } from './poster';

const MEDIA = site.mediaBaseUrl;

describe('posterSrc', () => {
  it('serves a poster through the optimizer at twice the width it is shown', () => {
    expect(posterSrc(`${MEDIA}/storage/demo/poster-02.jpg`, 384)).toBe(
      '/img/828/demo/poster-02.jpg',
    );
    expect(posterSrc(`${MEDIA}/storage/demo/poster-02.jpg`, 600)).toBe(
      '/img/1200/demo/poster-02.jpg',
    );
    const elsewhere = 'https://cdn.example/poster.jpg';
    expect(posterSrc(elsewhere, 384)).toBe(
      `/_next/image?url=${encodeURIComponent(elsewhere)}&w=828&q=75`,
    );
  });

  it('leaves a video without a poster without one', () => {
    expect(posterSrc(null, 384)).toBeNull();
  });
});
