import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

import { sceneSvg, type Scene } from './motifs.js';

const GRAIN_SIZE = 256;
let grainTile: Buffer | undefined;

/**
 * A fixed tile of soft monochrome noise; tiled over a picture it gives the film grain of a print.
 */
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

const JPEG = { quality: 78, progressive: true } as const;
/**
 * Bump when the pipeline below changes in a way the SVG text does not show, to retire cached files.
 */
const PIPELINE_VERSION = 1;

async function render(svg: string, background: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: grain(),
        raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 4 },
        tile: true,
        blend: 'over',
      },
    ])
    .flatten({ background })
    .jpeg(JPEG)
    .toBuffer();
}

/**
 * Renders a scene to a JPEG file and returns its pixel size (the SVG's, which sharp keeps). With a
 * cache dir, pictures are kept there under a hash of their SVG and pipeline, so fresh data dirs
 * (tests, e2e runs) copy them instead of rasterizing again; a changed motif simply gets a new name.
 */
export async function renderJpeg(
  scene: Scene,
  file: string,
  cacheDir?: string,
): Promise<{ width: number; height: number }> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const svg = sceneSvg(scene);
  const size = { width: scene.width, height: scene.height };
  if (!cacheDir) {
    await fs.writeFile(file, await render(svg, scene.palette.deep));
    return size;
  }
  const key = createHash('sha256')
    .update(`${PIPELINE_VERSION}:${JSON.stringify(JPEG)}:${svg}`)
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(cacheDir, `${key}.jpg`);
  try {
    await fs.copyFile(cached, file);
    return size;
  } catch {
    const bytes = await render(svg, scene.palette.deep);
    await fs.writeFile(file, bytes);
    // Write then rename: parallel seeders may render the same picture, and a reader never sees half
    // a file.
    await fs.mkdir(cacheDir, { recursive: true });
    const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, cached);
    return size;
  }
}
