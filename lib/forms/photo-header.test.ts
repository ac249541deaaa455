// @vitest-environment node
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { chunk, pngHead } from '@/scripts/lib/bomb-photo.mjs';
import { phonePhoto } from '@/scripts/lib/phone-photo.mjs';

import { DECODE_BUDGET_BYTES, decodeBytes, withinDecodeBounds } from './photo-bounds';
import { readPhotoHeader, type PhotoHeader } from './photo-header';

/** The header of `bytes`, read as the server reads an uploaded file: a range at a time. */
function header(bytes: Uint8Array) {
  let reads = 0;
  const read = async (offset: number, length: number) => {
    reads += 1;
    return bytes.subarray(offset, offset + length);
  };
  return readPhotoHeader(read, bytes.length).then((found) => ({ found, reads }));
}

/** What libvips reads of the same header, which never decodes the pixels. */
async function libvips(bytes: Buffer) {
  const m = await sharp(bytes).metadata();
  return { width: m.width, height: m.height, interlaced: m.isProgressive };
}

/** A JPEG's markers up to its first scan: frame `marker`, components' sampling, scan's count. */
function jpegHead(
  marker: number,
  width: number,
  height: number,
  sampling: number[],
  scanComponents = sampling.length,
) {
  const sof = Buffer.alloc(6 + 3 * sampling.length);
  sof.writeUInt8(8, 0);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof.writeUInt8(sampling.length, 5);
  sampling.forEach((s, i) => sof.writeUInt8(s, 7 + 3 * i));
  const segment = (code: number, data: Buffer) => {
    const head = Buffer.from([0xff, code, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const exif = segment(0xe1, Buffer.alloc(60_000, 1));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    exif,
    exif,
    segment(marker, sof),
    segment(0xda, Buffer.from([scanComponents, 1, 0, 0, 63, 0])),
  ]);
}

const fits = (found: PhotoHeader | null) => found !== null && withinDecodeBounds(found);

describe('readPhotoHeader', () => {
  it('reads the fixtures as libvips does, without reading them whole', async () => {
    for (const name of ['portrait-close-up.jpg', 'medium-shot.png', 'full-body.gif']) {
      const bytes = readFileSync(`tests/fixtures/${name}`);
      const { found } = await header(bytes);
      expect(found, name).toMatchObject(await libvips(bytes));
    }
  });

  it(
    "finds a phone JPEG's frame after its EXIF, XMP and colour profile",
    { timeout: 30_000 },
    async () => {
      const photo = await phonePhoto({ width: 3024, height: 4032 });
      const { found } = await header(photo);
      expect(found).toEqual({
        format: 'jpeg',
        width: 4032,
        height: 3024,
        bitDepth: 8,
        channels: 3,
        interlaced: false,
        bufferedBytes: 0,
      });
    },
  );

  it('reads depth, channels and interlacing of PNGs, a tRNS chunk adding alpha', async () => {
    const cases: [Buffer, Partial<PhotoHeader>][] = [
      [
        pngHead(11_000, 10_900, 16, 6, true),
        { width: 11_000, height: 10_900, bitDepth: 16, channels: 4, interlaced: true },
      ],
      [pngHead(800, 600, 8, 2, false), { bitDepth: 8, channels: 3, interlaced: false }],
      [
        pngHead(800, 600, 8, 3, false, [
          chunk('PLTE', Buffer.alloc(6)),
          chunk('tRNS', Buffer.alloc(1)),
        ]),
        { channels: 4 },
      ],
      [pngHead(800, 600, 1, 0, false), { bitDepth: 1, channels: 1 }],
    ];
    for (const [bytes, expected] of cases)
      expect((await header(bytes)).found).toMatchObject({ format: 'png', ...expected });
  });

  it('refuses malformed headers: a bit depth its colour type cannot have, no size, a cut file', async () => {
    expect((await header(pngHead(800, 600, 16, 3, false))).found).toBeNull();
    expect((await header(pngHead(0, 600, 8, 2, false))).found).toBeNull();
    expect((await header(pngHead(800, 600, 8, 2, false).subarray(0, 20))).found).toBeNull();
    expect((await header(jpegHead(0xc0, 800, 0, [0x22, 0x11, 0x11]))).found).toBeNull();
    expect((await header(Buffer.from('GIF89a'))).found).toBeNull();
  });

  it('tells a JPEG decoded strip by strip from one whose coefficients are all kept', async () => {
    const baseline = (await header(jpegHead(0xc0, 16_320, 12_240, [0x22, 0x11, 0x11]))).found;
    expect(baseline).toMatchObject({
      width: 16_320,
      height: 12_240,
      interlaced: false,
      bufferedBytes: 0,
    });
    const progressive = (await header(jpegHead(0xc2, 8000, 6000, [0x22, 0x11, 0x11]))).found;
    // 4:2:0: a full-size plane and two quarter-size ones, 128 bytes per 8x8 block.
    expect(progressive).toMatchObject({ interlaced: true, bufferedBytes: 1000 * 750 * 128 * 1.5 });
    // Sequential, but its components in separate scans: the same buffer.
    const separate = (await header(jpegHead(0xc0, 8000, 6000, [0x22, 0x11, 0x11], 1))).found;
    expect(separate).toMatchObject({ interlaced: false, bufferedBytes: 1000 * 750 * 128 * 1.5 });
  });

  it('grows a GIF to hold a frame placed beyond its screen, as its decoder does', async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const frame = gif.indexOf(0x2c, 13);
    gif.writeUInt16LE(9000, frame + 1);
    gif.writeUInt16LE(7000, frame + 3);
    expect((await header(gif)).found).toMatchObject({ format: 'gif', width: 9040, height: 7030 });
  });

  it('reads a 10 MB photo in a handful of ranges', async () => {
    const photo = Buffer.concat([
      jpegHead(0xc0, 4000, 3000, [0x22, 0x11, 0x11]),
      Buffer.alloc(10 * 2 ** 20),
    ]);
    const { found, reads } = await header(photo);
    expect(found).not.toBeNull();
    expect(reads).toBeLessThan(5);
  });
});

describe('the decode bounds', () => {
  it("refuse the issue's bomb: 11,000 x 10,900 px of interlaced 16-bit RGBA", async () => {
    const bomb = (await header(pngHead(11_000, 10_900, 16, 6, true))).found;
    expect(bomb && decodeBytes(bomb)).toBe(11_000 * 10_900 * 8);
    expect(fits(bomb)).toBe(false);
  });

  it('take a 50 to 200 MP phone JPEG, which shrinks on load', async () => {
    const sizes: [number, number][] = [
      [8160, 6120],
      [12_240, 16_320],
      [16_383, 16_383],
    ];
    for (const [width, height] of sizes)
      expect(
        fits((await header(jpegHead(0xc0, width, height, [0x22, 0x11, 0x11]))).found),
        `${width}x${height}`,
      ).toBe(true);
    expect(fits((await header(jpegHead(0xc0, 16_384, 16_384, [0x22, 0x11, 0x11]))).found)).toBe(
      false,
    );
  });

  it('hold a progressive JPEG to the budget: 32 MP at 4:2:0, 16 MP at 4:4:4', async () => {
    expect(fits((await header(jpegHead(0xc2, 6900, 4600, [0x22, 0x11, 0x11]))).found)).toBe(true);
    expect(fits((await header(jpegHead(0xc2, 7200, 4800, [0x22, 0x11, 0x11]))).found)).toBe(false);
    expect(fits((await header(jpegHead(0xc2, 4800, 3300, [0x11, 0x11, 0x11]))).found)).toBe(true);
    expect(fits((await header(jpegHead(0xc2, 5200, 3500, [0x11, 0x11, 0x11]))).found)).toBe(false);
  });

  it('give PNGs and GIFs a lower pixel bound, by what their pixels weigh decoded', async () => {
    const png = async (width: number, height: number, depth: number, type: number) =>
      fits((await header(pngHead(width, height, depth, type, true))).found);
    expect(await png(6000, 4000, 8, 6)).toBe(true);
    expect(await png(6200, 4200, 8, 6)).toBe(false);
    expect(await png(4000, 3000, 16, 6)).toBe(true);
    expect(await png(4200, 3200, 16, 6)).toBe(false);
    // One grey channel weighs little, but never past 50 MP.
    expect(await png(9000, 9000, 8, 0)).toBe(false);
    expect(DECODE_BUDGET_BYTES).toBe(96 * 2 ** 20);
  });
});
