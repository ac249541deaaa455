// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppError } from '@/lib/errors';
import { isUpright, PHONE_MODEL, PHONE_SERIAL, phonePhoto } from '@/scripts/lib/phone-photo.mjs';

import { cleanPhotos } from './clean-photos';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clean-photos-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

let uploads = 0;
/** A photo as the multipart parser leaves it: in a file of the upload's folder. */
async function uploaded(bytes: Buffer): Promise<string> {
  const path = join(dir, `upload-${(uploads += 1)}`);
  await writeFile(path, bytes);
  return path;
}

async function cleanedBytes(photo: Buffer, field: 'image_1' | 'image_2' = 'image_1') {
  const cleaned = await cleanPhotos(new Map([[field, await uploaded(photo)]]), dir);
  const result = cleaned.get(field);
  if (!result) throw new Error('nothing cleaned');
  return { file: result, bytes: Buffer.from(await result.arrayBuffer()) };
}

describe('cleanPhotos', { timeout: 30_000 }, () => {
  it('turns a phone photo upright, scales it to 2560 px and drops every piece of metadata', async () => {
    const original = await phonePhoto({ width: 3024, height: 4032 });
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 4032, height: 3024, orientation: 6 });
    expect(before.exif && before.icc && before.xmp).toBeTruthy();

    const { file: cleaned, bytes } = await cleanedBytes(original);
    expect(cleaned.name).toBe('image_1.jpg');
    expect(cleaned.type).toBe('image/jpeg');
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 1920, height: 2560, space: 'srgb' });
    for (const key of ['exif', 'icc', 'xmp', 'iptc', 'orientation'] as const)
      expect(after[key]).toBeUndefined();
    expect(bytes.includes(Buffer.from(PHONE_MODEL))).toBe(false);
    expect(bytes.includes(Buffer.from(PHONE_SERIAL))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif\0'))).toBe(false);
    // Red on top, blue at the bottom, as the phone showed it; not so read without the tag.
    expect(await isUpright(bytes)).toBe(true);
    expect(await isUpright(original)).toBe(false);
  });

  it('keeps a small photo at its size, and a PNG with text chunks and transparency becomes a JPEG on white', async () => {
    const png = await sharp({
      create: { width: 200, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .withMetadata()
      .withExif({ IFD0: { Model: PHONE_MODEL } })
      .toBuffer();
    const { bytes } = await cleanedBytes(png, 'image_2');
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 200, height: 120, hasAlpha: false });
    expect(after.exif).toBeUndefined();
    const { dominant } = await sharp(bytes).stats();
    expect(dominant).toEqual({ r: 248, g: 248, b: 248 });
  });

  it('refuses a photo that cannot be decoded, naming its field', async () => {
    const whole = await phonePhoto({ width: 300, height: 400 });
    const broken = await uploaded(whole.subarray(0, whole.length / 2));
    const refusal = await cleanPhotos(new Map([['image_2', broken]]), dir).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 400, fields: { image_2: ['photoUnreadable'] } });
  });

  it("refuses a photo whose header libvips reads as beyond its format's pixels, before decoding it", async () => {
    // A small JPEG whose frame header claims 20000 x 20000 pixels: more than MAX_PIXELS.jpeg.
    const huge = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const frame = huge.indexOf(Buffer.from([0xff, 0xc0]));
    huge.writeUInt16BE(20_000, frame + 5);
    huge.writeUInt16BE(20_000, frame + 7);
    const refusal = await cleanPhotos(new Map([['image_1', await uploaded(huge)]]), dir).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ fields: { image_1: ['photoPixels'] } });
  });

  it('answers 503 when the cleaned photo cannot be written, not that the photo is unreadable', async () => {
    const source = await uploaded(await phonePhoto({ width: 300, height: 400 }));
    const refusal = await cleanPhotos(new Map([['image_1', source]]), join(dir, 'gone')).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ status: 503, code: 'storage_unavailable' });
  });
});
