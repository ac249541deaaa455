import type { Db } from '../db.js';
import type { Language, Section } from '../types.js';
import type { MediaPool } from './media-pool.js';
import { hostileHtml, postHtml } from './post-content.js';
import { makeTitle, slugify } from './post-titles.js';
import { Random } from './random.js';

interface ItemSeed {
  slug: string;
  title: string;
  language: Language;
  content: string;
}

interface PostSeed extends ItemSeed {
  section: Section;
  cover: string;
  thumbnail: string;
  publishedAt: string;
  items: ItemSeed[];
}

type Draft = Omit<PostSeed, 'publishedAt' | 'section'>;
type Special = [index: number, make: () => Draft];

/** Share of news in BACKEND_SEED_POSTS (45 of the default 60); the rest is magazine. */
const NEWS_SHARE = 0.75;
const HOUR = 3_600_000;

export function makePosts(total: number, pool: MediaPool, seed: number): PostSeed[] {
  const random = new Random(seed);
  const image = () => random.pick(pool.posts).file;
  const poster = () => random.pick(pool.posters).file;
  const html = (language: Language, embed = false) => postHtml(random, language, pool, { embed });
  const item = (slug: string, title: string, language: Language): ItemSeed => ({ slug, title, language, content: html(language) });
  const special = (slug: string, title: string, language: Language, cover: string, extra: Partial<Draft> = {}): Draft => ({
    slug, title, language, cover, thumbnail: cover.startsWith('/storage/demo/') ? cover : poster(), content: html(language), items: [], ...extra,
  });

  // Fixed posts (slugs documented in backend/README.md) sit at fixed places among the newest.
  const newsSpecials: Special[] = [
    [0, () => special('madrid-fashion-week-reel', 'Madrid Fashion Week: the reel', 'en', pool.videos.mp4)],
    [1, () => special('nuevas-caras-2025', 'Nuevas caras 2025', 'es', image(), {
      items: [item('nuevas-caras-2025-es', 'Nuevas caras 2025', 'es'), item('new-faces-2025', 'New faces 2025', 'en'), item('novos-rostos-2025', 'Novos rostos 2025', 'pt')],
    })],
    [2, () => special('campaign-film-atelier-norte', 'Campaign film: Atelier Norte', 'en', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', { content: html('en', true) })],
    [5, () => special('fashion-film-casa-olmo', 'Fashion film: Casa Olmo', 'es', 'https://vimeo.com/76979871')],
    [7, () => special('backstage-casting-day', 'Backstage at casting day', 'en', image(), { content: hostileHtml(random, pool) })],
  ];
  const magazineSpecials: Special[] = [
    [0, () => special('light-and-motion-editorial', 'Light and motion: an editorial in movement', 'en', pool.videos.webm)],
    [2, () => special('portfolio-guide', 'How to build a portfolio that gets you booked', 'en', image(), {
      items: [item('portfolio-guide-en', 'How to build a portfolio that gets you booked', 'en'), item('guia-del-book', 'Cómo construir un book que consiga trabajos', 'es'), item('guia-do-portfolio', 'Como construir um portfólio que consegue trabalhos', 'pt')],
    })],
  ];

  const usedSlugs = new Set<string>();
  const regular = (section: Section): Draft => {
    const language: Language = random.chance(0.6) ? 'es' : 'en';
    const title = makeTitle(random, section, language);
    let slug = slugify(title);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    usedSlugs.add(slug);
    return { slug, title, language, cover: image(), thumbnail: '', content: html(language, random.chance(0.15)), items: [] };
  };

  const section = (name: Section, count: number, specials: Special[], newest: number, gapHours: [number, number]): PostSeed[] => {
    const chosen = specials.slice(0, count);
    const drafts = Array.from({ length: count - chosen.length }, () => regular(name));
    for (const [index, make] of chosen) drafts.splice(Math.min(index, drafts.length), 0, make());
    let time = newest;
    return drafts.map((draft) => {
      const post = { ...draft, thumbnail: draft.thumbnail || draft.cover, section: name, publishedAt: new Date(time).toISOString() };
      time -= random.int(gapHours[0], gapHours[1]) * HOUR;
      return post;
    });
  };

  const newsCount = Math.max(1, Math.round(total * NEWS_SHARE));
  const news = section('news', newsCount, newsSpecials, Date.UTC(2025, 4, 28, 9, 30), [18, 60]);
  const magazine = section('magazine', total - newsCount, magazineSpecials, Date.UTC(2025, 4, 25, 8, 0), [72, 216]);
  return [...news, ...magazine];
}

/** Oldest first, so ids grow with publication time as they would in the real panel. */
export function insertPosts(db: Db, posts: readonly PostSeed[]): void {
  const insert = db.prepare(`INSERT INTO posts (parent_id, slug, section, title, cover, thumbnail, language, content, published_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ordered = [...posts].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  for (const post of ordered) {
    const { lastInsertRowid } = insert.run(null, post.slug, post.section, post.title, post.cover, post.thumbnail, post.language, post.content, post.publishedAt);
    for (const item of post.items) {
      insert.run(lastInsertRowid, item.slug, null, item.title, post.cover, post.thumbnail, item.language, item.content, post.publishedAt);
    }
  }
}
