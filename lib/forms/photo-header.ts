import { ascii, ByteWindow, u16be, u16le, u32be, type ReadBytes } from './byte-window';

// What a photo's header says it holds, read without decoding it (docs/photos.md, "Measured before
// decoded"). Only the blocks before the pixel data are read: PNG's chunks up to the first IDAT,
// JPEG's segments up to the first scan, GIF's blocks (skipping their data) for every frame's place.

export type PhotoHeader = {
  format: 'png' | 'gif' | 'jpeg';
  /** The canvas a decoder draws (for a GIF, its screen grown to hold every frame). */
  width: number;
  height: number;
  /** Bits per sample as stored. */
  bitDepth: number;
  /** Samples per pixel once decoded: a palette expanded, a transparent colour as alpha. */
  channels: number;
  /** Adam7 (PNG), interlaced rows (GIF), progressive (JPEG). */
  interlaced: boolean;
  /**
   * JPEG only: bytes of the coefficients a decoder keeps for the whole image when it cannot
   * decode strip by strip (progressive, or its components in separate scans); 0 when it can.
   */
  bufferedBytes: number;
};

/** The header of a PNG, GIF or JPEG of `size` bytes; null when it is not one or is malformed. */
export async function readPhotoHeader(read: ReadBytes, size: number): Promise<PhotoHeader | null> {
  const file = new ByteWindow(read, size);
  const head = await file.slice(0, 8);
  if (!head) return null;
  if (ascii(head, 1, 3) === 'PNG') return pngHeader(file);
  if (ascii(head, 0, 3) === 'GIF') return gifHeader(file);
  if (head[0] === 0xff && head[1] === 0xd8) return jpegHeader(file);
  return null;
}

// Samples per pixel by PNG colour type, and the bit depths each allows.
const PNG_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 3, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

async function pngHeader(file: ByteWindow): Promise<PhotoHeader | null> {
  const ihdr = await file.slice(8, 25);
  if (!ihdr || ascii(ihdr, 4, 4) !== 'IHDR') return null;
  const [width, height] = [u32be(ihdr, 8), u32be(ihdr, 12)];
  const [bitDepth, colorType, interlace] = [ihdr[16] ?? 0, ihdr[17] ?? 0, ihdr[20] ?? 0];
  const type = PNG_TYPES[colorType];
  if (!type?.depths.includes(bitDepth) || !width || !height || interlace > 1) return null;
  // A palette decodes to 8-bit RGB; a tRNS chunk (before the first IDAT) adds alpha.
  let transparent = false;
  for (let at = 33; ;) {
    const chunk = await file.slice(at, 8);
    if (!chunk) return null;
    const name = ascii(chunk, 4, 4);
    if (name === 'IDAT' || name === 'IEND') break;
    if (name === 'tRNS') transparent = true;
    at += 12 + u32be(chunk, 0);
  }
  return {
    format: 'png',
    width,
    height,
    bitDepth,
    channels: type.channels + (transparent && type.channels % 2 === 1 ? 1 : 0),
    interlaced: interlace === 1,
    bufferedBytes: 0,
  };
}

async function gifHeader(file: ByteWindow): Promise<PhotoHeader | null> {
  const screen = await file.slice(0, 13);
  if (!screen || !/^GIF8[79]a$/.test(ascii(screen, 0, 6))) return null;
  let [width, height] = [u16le(screen, 6), u16le(screen, 8)];
  let interlaced = false;
  let frames = 0;
  let at = 13 + colourTable(screen[10] ?? 0);
  for (;;) {
    if (!(await file.load(at))) break;
    const block = file.at(at);
    if (block === 0x3b) break;
    if (block === 0x21) at = await skipSubBlocks(file, at + 2);
    else if (block === 0x2c) {
      const frame = await file.slice(at, 10);
      if (!frame) return null;
      width = Math.max(width, u16le(frame, 1) + u16le(frame, 5));
      height = Math.max(height, u16le(frame, 3) + u16le(frame, 7));
      interlaced ||= ((frame[9] ?? 0) & 0x40) !== 0;
      frames += 1;
      // The frame's colour table, its LZW code size, then its data.
      at = await skipSubBlocks(file, at + 10 + colourTable(frame[9] ?? 0) + 1);
    } else break;
    if (at < 0) return null;
  }
  if (frames === 0 || !width || !height) return null;
  return { format: 'gif', width, height, bitDepth: 8, channels: 4, interlaced, bufferedBytes: 0 };
}

const colourTable = (flags: number) => (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0);

/** The offset after a run of GIF sub-blocks (each its length, then its data; 0 ends it); -1 cut. */
async function skipSubBlocks(file: ByteWindow, from: number): Promise<number> {
  let at = from;
  for (;;) {
    if (!file.has(at) && !(await file.load(at))) return -1;
    const length = file.at(at);
    if (length === 0) return at + 1;
    at += length + 1;
  }
}

// Start-of-frame markers (C0-CF but DHT, JPG and DAC); the progressive ones.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const PROGRESSIVE = new Set([0xc2, 0xc6, 0xca, 0xce]);

async function jpegHeader(file: ByteWindow): Promise<PhotoHeader | null> {
  let frame: { marker: number; bytes: Uint8Array } | null = null;
  for (let at = 2; ;) {
    if (!file.has(at, 2) && !(await file.load(at, 2))) return null;
    if (file.at(at) !== 0xff) return null;
    const marker = file.at(at + 1);
    // Fill bytes, and markers without a length (restarts, TEM).
    if (marker === 0xff) at += 1;
    else if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) at += 2;
    else {
      const segment = await file.slice(at + 2, 2);
      if (!segment || marker === 0xd9) return null;
      const length = u16be(segment, 0);
      if (length < 2) return null;
      if (SOF.has(marker) && !frame)
        frame = { marker, bytes: (await file.slice(at + 4, length - 2)) ?? new Uint8Array(0) };
      if (marker === 0xda) {
        const scan = await file.slice(at + 4, 1);
        return frame && scan ? jpegFrame(frame.marker, frame.bytes, scan[0] ?? 0) : null;
      }
      at += 2 + length;
    }
  }
}

/** A JPEG's frame header (SOFn) and the component count of its first scan. */
function jpegFrame(marker: number, sof: Uint8Array, firstScan: number): PhotoHeader | null {
  const [bitDepth, height, width, count] = [sof[0] ?? 0, u16be(sof, 1), u16be(sof, 3), sof[5] ?? 0];
  if (!width || !height || count < 1 || count > 4 || sof.length < 6 + 3 * count) return null;
  const sampling = Array.from({ length: count }, (_, i) => sof[7 + 3 * i] ?? 0x11);
  const [hMax, vMax] = [
    Math.max(...sampling.map((s) => s >> 4)),
    Math.max(...sampling.map((s) => s & 15)),
  ];
  if (!hMax || !vMax) return null;
  const interlaced = PROGRESSIVE.has(marker);
  // libjpeg keeps every 8x8 block's 64 coefficients (2 bytes each) of an image it cannot decode
  // in one pass: progressive, lossless, or with its components in separate scans.
  const buffered = interlaced || marker === 0xc3 || firstScan < count;
  const blocks = sampling.reduce(
    (sum, s) =>
      sum + Math.ceil((width * (s >> 4)) / hMax / 8) * Math.ceil((height * (s & 15)) / vMax / 8),
    0,
  );
  return {
    format: 'jpeg',
    width,
    height,
    bitDepth,
    channels: count,
    interlaced,
    bufferedBytes: buffered ? blocks * 128 : 0,
  };
}
