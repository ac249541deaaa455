import { describe, expect, it } from 'vitest';

import { rewriteStorageSrc } from './storage';

describe('rewriteStorageSrc', () => {
  it('makes relative /storage/ paths absolute on the media base URL', () => {
    expect(rewriteStorageSrc('/storage/posts/a.jpg', 'https://media.example')).toBe(
      'https://media.example/storage/posts/a.jpg',
    );
    expect(rewriteStorageSrc('storage/posts/a.jpg', 'https://media.example/')).toBe(
      'https://media.example/storage/posts/a.jpg',
    );
  });

  it('leaves absolute and other relative sources alone', () => {
    expect(rewriteStorageSrc('https://cdn.example/storage/a.jpg', 'https://media.example')).toBe(
      'https://cdn.example/storage/a.jpg',
    );
    expect(rewriteStorageSrc('/images/a.jpg', 'https://media.example')).toBe('/images/a.jpg');
    expect(rewriteStorageSrc('/storagex/a.jpg', 'https://media.example')).toBe('/storagex/a.jpg');
  });
});
