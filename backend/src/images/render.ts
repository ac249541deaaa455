import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sceneSvg, type Scene } from './motifs.js';

const GRAIN_SIZE = 256;
let grainTile: Buffer | undefined;

/** A fixed tile of soft monochrome noise; tiled over a picture it gives the film grain of a print. */
function grain(): Buffer {
  if (grainTile) return grainTile;
  const pixels = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 4);
  let state = 0x2f6b1d3;
  for (let i = 0; i < pixels.length; i += 4) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0; // LCG: deterministic and fast enough here
    const value = state >>> 24;
    pixels.fill(value, i, i + 3);
    pixels[i + 3] = 22;
  }
  grainTile = pixels;
  return pixels;
}

/** Renders a scene to a JPEG file and returns its real pixel size. */
export async function renderJpeg(scene: Scene, file: string): Promise<{ width: number; height: number }> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(sceneSvg(scene)))
    .composite([{ input: grain(), raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 4 }, tile: true, blend: 'over' }])
    .flatten({ background: scene.palette.deep })
    .jpeg({ quality: 78, progressive: true })
    .toFile(file);
  return { width: info.width, height: info.height };
}
