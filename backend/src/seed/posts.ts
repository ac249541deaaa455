import type { Db } from '../db.js';
import { LANGUAGES, type Language, type Section } from '../types.js';
import type { MediaPool, PoolImage } from './media-pool.js';
import { hostileHtml, postHtml } from './post-content.js';
import { makeTitles, slugify } from './post-titles.js';
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

type Texts = Record<Language, string>;
type Draft = Omit<PostSeed, 'publishedAt' | 'section'>;
type Special = [index: number, make: () => Draft];
type Content = (language: Language) => string;

/** Share of news in BACKEND_SEED_POSTS (45 of the default 60); the rest is magazine. */
const NEWS_SHARE = 0.75;
const HOUR = 3_600_000;

/**
 * Every post is a batch (docs/product.md, "Post"): written in one language, with an item in each of
 * the others, so every visitor reads titles and texts in their own language. The fixed posts keep
 * their documented slugs and languages; `nuevas-caras-2025` and `portfolio-guide` also keep an item
 * in their own language, as documented.
 */
export function makePosts(total: number, pool: MediaPool, seed: number): PostSeed[] {
  const random = new Random(seed);
  const image = () => random.pick(pool.posts).file;
  const poster = () => random.pick(pool.posters).file;
  const usedSlugs = new Set<string>();
  const uniqueSlug = (title: string) => {
    let slug = slugify(title);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    usedSlugs.add(slug);
    return slug;
  };
  /** One story in every language; its items share one content picture. */
  const articles = (embed = false): Content => {
    const picture: PoolImage = random.pick(pool.landscapes);
    return (language) => postHtml(random, language, pool, { embed, image: picture });
  };
  /** A post in `language` with an item in each other language; fixed slugs are kept as given. */
  const batch = (
    titles: Texts,
    language: Language,
    content: Content,
    slugs: Partial<Texts> = {},
  ) => {
    const slug = (l: Language) => {
      const fixed = slugs[l];
      if (fixed) usedSlugs.add(fixed);
      return fixed ?? uniqueSlug(titles[l]);
    };
    const items = LANGUAGES.filter((l) => l !== language).map((l): ItemSeed => ({
      slug: slug(l),
      title: titles[l],
      language: l,
      content: content(l),
    }));
    return {
      slug: slug(language),
      title: titles[language],
      language,
      content: content(language),
      items,
    };
  };
  const special = (cover: string, post: Omit<Draft, 'cover' | 'thumbnail'>): Draft => ({
    ...post,
    cover,
    thumbnail: cover.startsWith('/storage/demo/') ? cover : poster(),
  });
  const item = (slug: string, title: string, language: Language): ItemSeed => ({
    slug,
    title,
    language,
    content: articles()(language),
  });

  // Fixed posts (slugs documented in backend/README.md) sit at fixed places among the newest.
  const newsSpecials: Special[] = [
    [
      0,
      () =>
        special(
          pool.videos.mp4,
          batch(
            {
              en: 'Madrid Fashion Week: the reel',
              es: 'Semana de la Moda de Madrid: el vídeo',
              pt: 'Semana de Moda de Madrid: o vídeo',
            },
            'en',
            articles(),
            {
              en: 'madrid-fashion-week-reel',
              es: 'semana-de-la-moda-de-madrid-el-video',
              pt: 'semana-de-moda-de-madrid-o-video',
            },
          ),
        ),
    ],
    [
      1,
      () =>
        special(image(), {
          slug: 'nuevas-caras-2025',
          title: 'Nuevas caras 2025',
          language: 'es',
          content: articles()('es'),
          items: [
            item('nuevas-caras-2025-es', 'Nuevas caras 2025', 'es'),
            item('new-faces-2025', 'New faces 2025', 'en'),
            item('novos-rostos-2025', 'Novos rostos 2025', 'pt'),
          ],
        }),
    ],
    [
      2,
      () =>
        special(
          'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          batch(
            {
              en: 'Campaign film: Atelier Norte',
              es: 'Película de campaña: Atelier Norte',
              pt: 'Filme de campanha: Atelier Norte',
            },
            'en',
            articles(true),
            {
              en: 'campaign-film-atelier-norte',
              es: 'pelicula-de-campana-atelier-norte',
              pt: 'filme-de-campanha-atelier-norte',
            },
          ),
        ),
    ],
    [
      5,
      () =>
        special(
          'https://vimeo.com/76979871',
          batch(
            {
              es: 'Fashion film: Casa Olmo',
              en: 'Casa Olmo: the fashion film',
              pt: 'Casa Olmo: o filme de moda',
            },
            'es',
            articles(),
            {
              es: 'fashion-film-casa-olmo',
              en: 'casa-olmo-the-fashion-film',
              pt: 'casa-olmo-o-filme-de-moda',
            },
          ),
        ),
    ],
    [
      7,
      () => {
        const picture = random.pick(pool.landscapes);
        return special(
          image(),
          batch(
            {
              en: 'Backstage at casting day',
              es: 'Entre bastidores del día de casting',
              pt: 'Nos bastidores do dia de casting',
            },
            'en',
            (language) => hostileHtml(random, pool, language, picture),
            {
              en: 'backstage-casting-day',
              es: 'entre-bastidores-del-dia-de-casting',
              pt: 'nos-bastidores-do-dia-de-casting',
            },
          ),
        );
      },
    ],
  ];
  const magazineSpecials: Special[] = [
    [
      0,
      () =>
        special(
          pool.videos.webm,
          batch(
            {
              en: 'Light and motion: an editorial in movement',
              es: 'Luz y movimiento: un editorial en marcha',
              pt: 'Luz e movimento: um editorial em marcha',
            },
            'en',
            articles(),
            {
              en: 'light-and-motion-editorial',
              es: 'luz-y-movimiento-un-editorial-en-marcha',
              pt: 'luz-e-movimento-um-editorial-em-marcha',
            },
          ),
        ),
    ],
    [
      2,
      () =>
        special(image(), {
          slug: 'portfolio-guide',
          title: 'How to build a portfolio that gets you booked',
          language: 'en',
          content: articles()('en'),
          items: [
            item('portfolio-guide-en', 'How to build a portfolio that gets you booked', 'en'),
            item('guia-del-book', 'Cómo construir un book que consiga trabajos', 'es'),
            item('guia-do-portfolio', 'Como construir um portfólio que consegue trabalhos', 'pt'),
          ],
        }),
    ],
  ];

  const regular = (section: Section): Draft => {
    const language: Language = random.chance(0.6) ? 'es' : 'en';
    const post = batch(makeTitles(random, section), language, articles(random.chance(0.15)));
    return { ...post, cover: image(), thumbnail: '' };
  };

  const section = (
    name: Section,
    count: number,
    specials: Special[],
    newest: number,
    gapHours: [number, number],
  ): PostSeed[] => {
    const chosen = specials.slice(0, count);
    const drafts = Array.from({ length: count - chosen.length }, () => regular(name));
    for (const [index, make] of chosen) drafts.splice(Math.min(index, drafts.length), 0, make());
    let time = newest;
    return drafts.map((draft) => {
      const post = {
        ...draft,
        thumbnail: draft.thumbnail || draft.cover,
        section: name,
        publishedAt: new Date(time).toISOString(),
      };
      time -= random.int(gapHours[0], gapHours[1]) * HOUR;
      return post;
    });
  };

  const newsCount = Math.max(1, Math.round(total * NEWS_SHARE));
  const news = section('news', newsCount, newsSpecials, Date.UTC(2025, 4, 28, 9, 30), [18, 60]);
  const magazine = section(
    'magazine',
    total - newsCount,
    magazineSpecials,
    Date.UTC(2025, 4, 25, 8, 0),
    [72, 216],
  );
  return [...news, ...magazine];
}

/** Oldest first, so ids grow with publication time as they would in the real panel. */
export function insertPosts(db: Db, posts: readonly PostSeed[]): void {
  const insert =
    db.prepare(`INSERT INTO posts (parent_id, slug, section, title, cover, thumbnail, language, content, published_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ordered = [...posts].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  for (const post of ordered) {
    const { lastInsertRowid } = insert.run(
      null,
      post.slug,
      post.section,
      post.title,
      post.cover,
      post.thumbnail,
      post.language,
      post.content,
      post.publishedAt,
    );
    for (const item of post.items) {
      insert.run(
        lastInsertRowid,
        item.slug,
        null,
        item.title,
        post.cover,
        post.thumbnail,
        item.language,
        item.content,
        post.publishedAt,
      );
    }
  }
}
