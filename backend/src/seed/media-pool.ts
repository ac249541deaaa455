import fs from 'node:fs/promises';
import path from 'node:path';

import type { Motif, Palette } from '../images/motifs.js';
import { renderJpeg } from '../images/render.js';
import { Random } from './random.js';

/**
 * A generated picture as the APIs describe it: a public `/storage/...` path and its real pixel
 * size.
 */
export interface PoolImage {
  file: string;
  width: number;
  height: number;
}

export interface HeroImage {
  mobile: PoolImage;
  desktop: PoolImage;
}

/**
 * Pictures generated once per data dir and shared by talents, posts and slides, so seeding stays
 * fast.
 */
export interface MediaPool {
  portraits: PoolImage[];
  landscapes: PoolImage[];
  posters: PoolImage[];
  posts: PoolImage[];
  heroes: HeroImage[];
  videos: { mp4: string; webm: string };
}

const PALETTES: Palette[] = [
  { deep: '#141414', mid: '#3d3631', light: '#d9c8b4', accent: '#e8d3b9' },
  { deep: '#0f1418', mid: '#2d3b42', light: '#a9c1c7', accent: '#cfe0e3' },
  { deep: '#1c1412', mid: '#4d3127', light: '#e0ab8b', accent: '#f0c6a8' },
  { deep: '#111111', mid: '#2e2e2e', light: '#e6e1d8', accent: '#f4efe6' },
  { deep: '#16141b', mid: '#3b3347', light: '#c7b9d6', accent: '#ddd0ea' },
  { deep: '#121610', mid: '#343f2e', light: '#bcc7a6', accent: '#d9e2c4' },
  { deep: '#19160f', mid: '#4d4230', light: '#e0c992', accent: '#efdcae' },
  { deep: '#0d1117', mid: '#1f2c42', light: '#a9bcd9', accent: '#cbd8ec' },
];

const FIXTURES_DIR = new URL('../../fixtures/', import.meta.url);
const COUNTS = { portraits: 24, landscapes: 8, posters: 4, posts: 10, heroes: 6 };
const POST_SIZES: readonly [number, number][] = [
  [1200, 800],
  [1000, 1250],
  [1200, 1200],
];

interface Job {
  name: string;
  width: number;
  height: number;
  motif: Motif;
}

const pad = (i: number) => String(i + 1).padStart(2, '0');
const cycle = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;

function jobs(random: Random): Record<keyof typeof COUNTS, Job[]> {
  const list = (count: number, make: (i: number) => Job) =>
    Array.from({ length: count }, (_, i) => make(i));
  return {
    portraits: list(COUNTS.portraits, (i) => ({
      name: `portrait-${pad(i)}`,
      width: 800,
      height: 1200,
      motif: i % 3 === 2 ? 'figure' : 'bust',
    })),
    landscapes: list(COUNTS.landscapes, (i) => ({
      name: `landscape-${pad(i)}`,
      width: 1200,
      height: 800,
      motif: cycle<Motif>(['figure', 'arches', 'horizon', 'bust'], i),
    })),
    posters: list(COUNTS.posters, (i) => ({
      name: `poster-${pad(i)}`,
      width: 1280,
      height: 720,
      motif: i % 2 ? 'horizon' : 'figure',
    })),
    posts: list(COUNTS.posts, (i) => {
      const [width, height] = cycle(POST_SIZES, i);
      return {
        name: `post-${pad(i)}`,
        width,
        height,
        motif: random.pick<Motif>(['figure', 'arches', 'orbs', 'horizon', 'bust']),
      };
    }),
    // Heroes are split into their mobile and desktop halves after rendering.
    heroes: list(COUNTS.heroes * 2, (i) => ({
      name: `hero-${pad(Math.floor(i / 2))}-${i % 2 ? 'desktop' : 'mobile'}`,
      width: i % 2 ? 1920 : 750,
      height: i % 2 ? 900 : 1200,
      motif: cycle<Motif>(['figure', 'arches', 'horizon'], Math.floor(i / 2)),
    })),
  };
}

export async function buildMediaPool(
  storageDir: string,
  seed: number,
  cacheDir?: string,
): Promise<MediaPool> {
  const random = new Random(seed);
  const render = (job: Job, paletteIndex: number): Promise<PoolImage> => {
    const palette = cycle(PALETTES, paletteIndex);
    const variation = [random.next(), random.next(), random.next()] as const;
    const file = `/storage/demo/${job.name}.jpg`;
    return renderJpeg(
      { width: job.width, height: job.height, motif: job.motif, palette, variation },
      path.join(storageDir, 'demo', `${job.name}.jpg`),
      cacheDir,
    ).then((size) => ({ file, ...size }));
  };
  const all = jobs(random);
  // Variations are drawn before any await, so the pool is identical whatever order renders finish
  // in.
  const [portraits, landscapes, posters, posts, heroHalves] = await Promise.all([
    Promise.all(all.portraits.map((job, i) => render(job, i))),
    Promise.all(all.landscapes.map((job, i) => render(job, i + 3))),
    Promise.all(all.posters.map((job, i) => render(job, i + 5))),
    Promise.all(all.posts.map((job, i) => render(job, i + 1))),
    Promise.all(all.heroes.map((job, i) => render(job, Math.floor(i / 2) * 3))),
  ]);
  const heroes = Array.from({ length: COUNTS.heroes }, (_, i) => ({
    mobile: heroHalves[i * 2] as PoolImage,
    desktop: heroHalves[i * 2 + 1] as PoolImage,
  }));
  return { portraits, landscapes, posters, posts, heroes, videos: await copyVideos(storageDir) };
}

/** The cover videos are committed fixtures (made once with ffmpeg), so running needs no ffmpeg. */
async function copyVideos(storageDir: string): Promise<MediaPool['videos']> {
  await fs.mkdir(path.join(storageDir, 'videos'), { recursive: true });
  for (const name of ['cover-reel.mp4', 'cover-loop.webm']) {
    await fs.copyFile(new URL(name, FIXTURES_DIR), path.join(storageDir, 'videos', name));
  }
  return { mp4: '/storage/videos/cover-reel.mp4', webm: '/storage/videos/cover-loop.webm' };
}
