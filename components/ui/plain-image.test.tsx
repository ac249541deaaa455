import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PlainImage } from './plain-image';

const picture = { src: 'http://127.0.0.1:4010/storage/demo/a.jpg', width: 800, height: 600 };

describe('PlainImage', () => {
  it("is next/image's optimized picture as a plain, lazy <img>", () => {
    const { container } = render(<PlainImage {...picture} alt="A" sizes="50vw" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('A');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('sizes')).toBe('50vw');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('srcset')).toMatch(/^\/img\/\d+\/demo\/a\.jpg \d+w, /);
    expect(img?.getAttribute('src')).toMatch(/^\/img\/\d+\/demo\/a\.jpg$/);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it("keeps next/image's own address for a picture of another host", () => {
    const { container } = render(
      <PlainImage src="https://cdn.example/a.jpg" width={800} height={600} alt="" unoptimized />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.jpg');
  });

  it('with preload, is eager and asked for from the head with its srcset', () => {
    const { container } = render(
      <PlainImage {...picture} alt="" sizes="100vw" preload fetchPriority="high" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBeNull();
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    // Decoded with the frame that first lays it out, so it shows in that frame.
    expect(img?.getAttribute('decoding')).toBe('sync');
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('imagesrcset')).toBe(img?.getAttribute('srcset'));
    expect(link?.getAttribute('imagesizes')).toBe('100vw');
  });
});
