import 'server-only';

import sharp from 'sharp';

import { cachedRead, TAGS } from '../api-client/cache';

export type Size = { width: number; height: number };

// The panel gives post covers without their size, and an integration API may leave a gallery
// picture's out; reading it once (cached for a day) lets every card and gallery reserve the box
// before the picture arrives, so nothing shifts.
const HEAD_BYTES = 64 * 1024;
const MAX_BYTES = 12 * 1024 * 1024;
const TIMEOUT_MS = 4000;
const DAY_SECONDS = 86_400;

async function read(url: string, range: boolean): Promise<Buffer | null> {
  const response = await fetch(url, {
    headers: range ? { Range: `bytes=0-${HEAD_BYTES - 1}` } : {},
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) return null;
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) return null;
  return Buffer.from(await response.arrayBuffer());
}

async function sizeOf(buffer: Buffer): Promise<Size | null> {
  const { width, height, autoOrient } = await sharp(buffer).metadata();
  const oriented = autoOrient ?? { width, height };
  return oriented.width && oriented.height
    ? { width: oriented.width, height: oriented.height }
    : null;
}

/**
 * Pixel size of a media image: from its first bytes when they hold the header, else the whole file;
 * null when unreadable.
 */
export const getImageSize = cachedRead(
  'image-size',
  TAGS.posts,
  async (url: string): Promise<Size | null> => {
    try {
      const head = await read(url, true);
      if (!head) return null;
      const fromHead = await sizeOf(head).catch(() => null);
      if (fromHead || head.length < HEAD_BYTES) return fromHead;
      const whole = await read(url, false);
      return whole ? await sizeOf(whole) : null;
    } catch {
      return null;
    }
  },
  { revalidate: DAY_SECONDS },
);
