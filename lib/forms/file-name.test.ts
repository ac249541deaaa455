import { describe, expect, it } from 'vitest';

import { shortenFileName } from './file-name';

describe('shortenFileName', () => {
  it('keeps names of 10 characters or fewer before the extension', () => {
    expect(shortenFileName('photo.jpg')).toBe('photo.jpg');
    expect(shortenFileName('abcdefghij.png')).toBe('abcdefghij.png');
  });

  it('cuts longer names to 10 characters, then ... and the extension', () => {
    expect(shortenFileName('my-holiday-photo.jpeg')).toBe('my-holiday...jpeg');
    expect(shortenFileName('abcdefghijk.png')).toBe('abcdefghij...png');
    expect(shortenFileName('archive.tar.gif')).toBe('archive.ta...gif');
  });

  it('handles names without an extension and characters outside the BMP', () => {
    expect(shortenFileName('a-name-without-extension')).toBe('a-name-wit...');
    expect(shortenFileName('📷📷📷📷📷📷📷📷📷📷📷.png')).toBe('📷📷📷📷📷📷📷📷📷📷...png');
  });

  it('takes another length when asked', () => {
    expect(shortenFileName('portrait.jpg', 4)).toBe('port...jpg');
  });
});
