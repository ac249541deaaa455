// @ts-check
// Decompression bombs for tests and the bench (docs/photos.md, "Measured before decoded"): small
// files that declare many pixels. Written by hand with zlib, streamed, so making one never holds
// its pixels: a PNG of one colour compresses about a thousand to one.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, createDeflate } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Adam7: each pass's first column and row, and its steps.
/** @type {[number, number, number, number][]} */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];
const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A PNG of `width` x `height` black pixels of the given colour type (6: RGBA, 2: RGB, 0: grey)
 * and bit depth, Adam7-interlaced when asked: a valid file any decoder reads whole.
 *
 * @param {{ width: number, height: number, depth?: 8 | 16, colorType?: 0 | 2 | 6,
 *   interlaced?: boolean }} options
 * @returns {Promise<Buffer>}
 */
export async function bombPng({ width, height, depth = 16, colorType = 6, interlaced = true }) {
  const bytesPerPixel = (CHANNELS[colorType] * depth) / 8;
  /** @type {[number, number, number, number][]} */
  const passes = interlaced ? ADAM7 : [[0, 0, 1, 1]];
  const deflate = createDeflate({ level: 9, memLevel: 9 });
  const compressed = collect(deflate);
  // A filter byte (0) then the row's bytes, all zero: rows of one size share one buffer.
  const rows = new Map();
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((width - x0) / dx);
    const count = Math.ceil((height - y0) / dy);
    if (columns <= 0 || count <= 0) continue;
    const size = 1 + columns * bytesPerPixel;
    if (!rows.has(size)) rows.set(size, Buffer.alloc(size));
    const row = rows.get(size);
    for (let y = 0; y < count; y += 1) {
      if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  const data = await compressed;
  const ihdr = ihdrChunk(width, height, depth, colorType, interlaced);
  return Buffer.concat([SIGNATURE, ihdr, chunk('IDAT', data), chunk('IEND')]);
}

/**
 * A PNG's signature and chunks up to its (empty) pixel data, with `extra` chunks between: all a
 * header reader sees, of any size, depth and colour type, valid or not.
 *
 * @param {number} width @param {number} height @param {number} depth @param {number} colorType
 * @param {boolean} interlaced @param {Buffer[]} [extra]
 */
export function pngHead(width, height, depth, colorType, interlaced, extra = []) {
  const ihdr = ihdrChunk(width, height, depth, colorType, interlaced);
  return Buffer.concat([SIGNATURE, ihdr, ...extra, chunk('IDAT'), chunk('IEND')]);
}

/** @param {number} width @param {number} height @param {number} depth @param {number} colorType @param {boolean} interlaced */
function ihdrChunk(width, height, depth, colorType, interlaced) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(depth, 8);
  ihdr.writeUInt8(colorType, 9);
  ihdr.writeUInt8(interlaced ? 1 : 0, 12);
  return chunk('IHDR', ihdr);
}

/**
 * The issue's bomb: 11,000 x 10,900 pixels of interlaced 16-bit RGBA in about a megabyte, which
 * takes 959 MB to hold decoded. Made once per machine and kept in the temporary folder (making it
 * deflates those 959 MB, some seconds).
 * @returns {Promise<Buffer>}
 */
export async function issueBomb() {
  const dir = join(tmpdir(), 'agency-test-photos');
  const path = join(dir, 'bomb-11000x10900-rgba16-adam7.png');
  if (existsSync(path)) return readFileSync(path);
  const bytes = await bombPng({ width: 11_000, height: 10_900 });
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${path}.${process.pid}`, bytes);
  renameSync(`${path}.${process.pid}`, path);
  return bytes;
}

/** @param {string} type @param {Buffer} [data] */
export function chunk(type, data = Buffer.alloc(0)) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** @param {import('node:stream').Readable} stream @returns {Promise<Buffer>} */
function collect(stream) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const parts = [];
    stream.on('data', (part) => parts.push(part));
    stream.on('end', () => resolve(Buffer.concat(parts)));
    stream.on('error', reject);
  });
}
