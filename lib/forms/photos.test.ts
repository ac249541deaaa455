import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { AppError } from '@/lib/errors';
import { bombPng } from '@/scripts/lib/bomb-photo.mjs';

import { checkPhotoContents } from './photos';

const fixture = (name: string, type: string, as = name) =>
  new File([readFileSync(`tests/fixtures/${name}`)], as, { type });

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) =>
      error instanceof AppError ? { status: error.status, fields: error.fields } : error,
  );
}

describe('photo checks', () => {
  it('types and names each photo by its content, keeping its bytes', async () => {
    const png = fixture('medium-shot.png', 'image/jpeg', 'named-wrongly.jpg');
    const checked = await checkPhotoContents({
      image_1: fixture('portrait-close-up.jpg', 'image/jpeg'),
      image_2: png,
      image_3: fixture('full-body.gif', ''),
    });
    expect([...checked.keys()]).toEqual(['image_1', 'image_2', 'image_3']);
    expect(checked.get('image_2')?.type).toBe('image/png');
    expect(checked.get('image_2')?.name).toBe('image_2.png');
    expect(checked.get('image_1')?.name).toBe('image_1.jpg');
    expect(checked.get('image_3')?.type).toBe('image/gif');
    expect(new Uint8Array(await (checked.get('image_2') as File).arrayBuffer())).toEqual(
      new Uint8Array(readFileSync('tests/fixtures/medium-shot.png')),
    );
  });

  it('refuses a text file named .jpg, whatever its declared type', async () => {
    const fake = fixture('not-a-photo.jpg', 'image/jpeg');
    expect(
      await refusal(
        checkPhotoContents({
          image_1: fixture('portrait-close-up.jpg', 'image/jpeg'),
          image_2: fake,
        }),
      ),
    ).toEqual({
      status: 400,
      fields: { image_2: ['photoType'] },
    });
  });

  it('never keeps the applicant’s name or extension: a GIF+HTML polyglot named cv.html is image_1.gif', async () => {
    const polyglot = new File(
      [readFileSync('tests/fixtures/full-body.gif'), '<html><script>alert(1)</script></html>'],
      'cv.html',
      { type: 'image/gif' },
    );
    const exe = fixture('portrait-close-up.jpg', 'image/jpeg', '../../setup.exe');
    const checked = await checkPhotoContents({ image_1: polyglot, image_2: exe });
    expect(checked.get('image_1')?.name).toBe('image_1.gif');
    expect(checked.get('image_2')?.name).toBe('image_2.jpg');
  });

  it('refuses a decompression bomb by its header, without decoding it', async () => {
    const bomb = await bombPng({ width: 6400, height: 4800, depth: 16, colorType: 6 });
    const rss = process.memoryUsage.rss();
    expect(
      await refusal(
        checkPhotoContents({
          image_1: fixture('portrait-close-up.jpg', 'image/jpeg'),
          image_2: new File([new Uint8Array(bomb)], 'bomb.png', { type: 'image/png' }),
        }),
      ),
    ).toEqual({ status: 400, fields: { image_2: ['photoPixels'] } });
    // Decoded, its 245 MB of pixels would show.
    expect(process.memoryUsage.rss() - rss).toBeLessThan(50 * 2 ** 20);
  });

  it('refuses a file whose type its magic bytes give but whose header is broken', async () => {
    const png = readFileSync('tests/fixtures/medium-shot.png').subarray(0, 20);
    expect(
      await refusal(
        checkPhotoContents({ image_1: new File([png], 'cut.png', { type: 'image/png' }) }),
      ),
    ).toEqual({ status: 400, fields: { image_1: ['photoUnreadable'] } });
  });
});
