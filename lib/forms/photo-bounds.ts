import type { PhotoHeader } from './photo-header';

// How much memory decoding a photo may cost, judged from its header before it is decoded
// (docs/photos.md, "Measured before decoded"). A 10 MB file can declare any number of pixels: a PNG
// of one colour compresses about a thousand to one.

/** The most a decoder may hold of one photo at once: its pixels or a JPEG's coefficients. */
export const DECODE_BUDGET_BYTES = 96 * 2 ** 20;

/**
 * A JPEG decoded strip by strip is shrunk as it is read (to 1/2, 1/4 or 1/8), so a phone's
 * 50 to 200 MP photo costs about what a 12 MP one does; past libvips' own default of 16,383 ×
 * 16,383 it is refused. PNGs and GIFs have no such path: besides the budget, a lower bound on
 * pixels keeps a one-channel image from costing the time of a giant one.
 */
export const MAX_PIXELS = {
  jpeg: 16_383 * 16_383,
  png: 50_000_000,
  gif: 50_000_000,
} as const;

/**
 * What decoding the photo holds at once, in bytes: a PNG's pixels at their stored depth (Adam7
 * needs them all; a plain one is read row by row, but a later step may still need them all), a
 * GIF's canvas as RGBA, a JPEG's coefficients when it cannot be read strip by strip, else
 * nothing that grows with its size.
 */
export function decodeBytes(header: PhotoHeader): number {
  const pixels = header.width * header.height;
  if (header.format === 'jpeg') return header.bufferedBytes;
  if (header.format === 'gif') return pixels * 4;
  return pixels * header.channels * (header.bitDepth > 8 ? 2 : 1);
}

/** True when the photo may be decoded: within its format's pixels and the decode budget. */
export function withinDecodeBounds(header: PhotoHeader): boolean {
  return (
    header.width * header.height <= MAX_PIXELS[header.format] &&
    decodeBytes(header) <= DECODE_BUDGET_BYTES
  );
}
