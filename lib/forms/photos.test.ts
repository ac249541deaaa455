import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http';
import { checkFileFields, checkPhotoContents } from './photos';

const fixture = (name: string, type: string, as = name) => new File([readFileSync(`tests/fixtures/${name}`)], as, { type });

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? { status: error.status, fields: error.fields } : error),
  );
}

describe('photo checks', () => {
  it('types each photo by its content and keeps its bytes', async () => {
    const png = fixture('medium-shot.png', 'image/jpeg', 'named-wrongly.jpg');
    const checked = await checkPhotoContents({ image_1: fixture('portrait-close-up.jpg', 'image/jpeg'), image_2: png, image_3: fixture('full-body.gif', '') });
    expect([...checked.keys()]).toEqual(['image_1', 'image_2', 'image_3']);
    expect(checked.get('image_2')?.type).toBe('image/png');
    expect(checked.get('image_2')?.name).toBe('named-wrongly.jpg');
    expect(checked.get('image_3')?.type).toBe('image/gif');
    expect(new Uint8Array(await (checked.get('image_2') as File).arrayBuffer())).toEqual(new Uint8Array(readFileSync('tests/fixtures/medium-shot.png')));
  });

  it('refuses a text file named .jpg, whatever its declared type', async () => {
    const fake = fixture('not-a-photo.jpg', 'image/jpeg');
    expect(await refusal(checkPhotoContents({ image_1: fixture('portrait-close-up.jpg', 'image/jpeg'), image_2: fake }))).toEqual({
      status: 400,
      fields: { image_2: ['photoType'] },
    });
  });

  it('strips any path from names', async () => {
    const checked = await checkPhotoContents({ image_1: fixture('full-body.gif', 'image/gif', '../../etc/passwd.gif') });
    expect(checked.get('image_1')?.name).toBe('passwd.gif');
  });

  it('allows files only in image_1..image_5, one each', () => {
    const form = new FormData();
    form.append('realname', 'Ana');
    form.append('image_1', new File(['x'], 'a.jpg'));
    expect(() => checkFileFields(form)).not.toThrow();
    form.append('image_6', new File(['x'], 'b.jpg'));
    expect(() => checkFileFields(form)).toThrow(HttpError);
    const twice = new FormData();
    twice.append('image_1', new File(['x'], 'a.jpg'));
    twice.append('image_1', new File(['x'], 'b.jpg'));
    expect(() => checkFileFields(twice)).toThrow(HttpError);
  });
});
