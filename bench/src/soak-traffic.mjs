// The soak's traffic: what visitors, crawlers and the agency's panel send a site over months,
// as a weighted mix of request kinds. Published pages come from the sitemap (every profile of
// every talent in each language, lists, posts, fixed pages); the rest is composed the way a
// visitor or a script composes addresses: shared selections, wrong name slugs, unknown paths and
// ids, later pages of the post lists, pictures, form sends good and bad.
import { randomInt } from 'node:crypto';

// Pictures asked again and again, as the popular ones are: optimizing each costs the server tens of
// milliseconds, so a soak of minutes cannot ask for every picture of the site as months would.
const PICTURE_POOL = 300;
const TALENT_IDS = 1600;

/** The mix, by weight: each request picks one kind. */
export const MIX = {
  profile: 30,
  card: 8,
  page: 12,
  post: 8,
  rsc: 5,
  selection: 8,
  wrongSlug: 6,
  unknown: 4,
  picture: 10,
  api: 5,
  form: 2,
};

/**
 * @param {{ siteUrl: string, published: string[], secret: string }} options `published`: the
 *   sitemap's paths
 */
export function createTraffic({ siteUrl, published }) {
  const profiles = shuffle(published.filter((p) => /\/\d+\/[^/]+$/.test(p)));
  const posts = published.filter((p) => /\/(news|magazine)\/[^/]+$/.test(p));
  const special = new Set([...profiles, ...posts]);
  const pages = published.filter((p) => !special.has(p));
  const pictures = new Set();
  let nextProfile = 0;
  const kinds = Object.entries(MIX).flatMap(([kind, weight]) => Array(weight).fill(kind));

  /** The next profile path in a shuffled round over all of them, so each is asked in turn. */
  const profile = () => profiles[nextProfile++ % profiles.length];

  /** @type {Record<string, () => { path: string, init?: RequestInit }>} */
  const make = {
    profile: () => ({ path: profile() }),
    card: () => ({ path: cardOf(profile()) }),
    page: () => ({ path: pick(pages) }),
    post: () => ({ path: pick(posts) }),
    // A client-side navigation: the page's payload for the router, not its HTML.
    rsc: () => ({ path: pick([...pages, ...posts, profile()]), init: { headers: { RSC: '1' } } }),
    selection: () => ({ path: selection() }),
    wrongSlug: () => ({ path: wrongSlug(profile()) }),
    unknown: () => ({ path: unknown(pick(posts)) }),
    picture: () =>
      pictures.size
        ? { path: pick([...pictures]), init: { headers: { Accept: 'image/webp,*/*' } } }
        : { path: pick(pages) },
    api: () => ({ path: api() }),
    form: () => form(),
  };

  return {
    /** The next request: its kind, path and fetch options. */
    next() {
      const kind = pick(kinds);
      const { path, init } = make[kind]();
      return { kind, path, init };
    },
    /** Keeps the pictures a page links to, for later picture requests. */
    harvest(html) {
      for (const match of html.matchAll(/(?:src|srcSet|srcset)="([^"]*\/img\/\d+\/[^"]*)"/g)) {
        for (const candidate of match[1].split(', ')) {
          if (pictures.size >= PICTURE_POOL) return;
          pictures.add(candidate.split(' ')[0].replaceAll('&amp;', '&').replace(siteUrl, ''));
        }
      }
    },
    counts: { profiles: profiles.length, posts: posts.length, pages: pages.length },
  };
}

/** The composite card of a profile path: `/ficha` in Spanish and Portuguese, `/card` in English. */
const cardOf = (path) => `${path}/${path.startsWith('/en/') ? 'card' : 'ficha'}`;

function selection() {
  const prefix = pick(['/seleccion/', '/en/selection/', '/pt/selecao/']);
  const roll = Math.random();
  if (roll < 0.1) return `${prefix}${token()}`;
  const count = roll < 0.15 ? 60 : 1 + randomInt(8);
  const ids = Array.from({ length: count }, () => 1 + randomInt(TALENT_IDS));
  return `${prefix}${ids.join('-')}`;
}

function wrongSlug(path) {
  const wrong = path.replace(/\/[^/]+$/, `/${token()}`);
  return Math.random() < 0.3 ? cardOf(wrong) : wrong;
}

function unknown(post) {
  return pick([
    `/${token()}`,
    `/en/${token()}/${token()}`,
    `/en/models/${90_000_000 + randomInt(9_999_999)}/${token()}`,
    `/talentos/${token()}/${token()}`,
    post.replace(/[^/]+$/, token()),
  ]);
}

function api() {
  const section = pick(['news', 'magazine']);
  if (Math.random() < 0.2) return `/api/attributes?country=724&lang=${pick(['es', 'en'])}`;
  const page = Math.random() < 0.5 ? 1 + randomInt(4) : 1 + randomInt(10_000);
  return `/api/posts?section=${section}&page=${page}`;
}

function form() {
  const valid = Math.random() < 0.5;
  const tag = token();
  const body = valid
    ? {
        name: `Ana ${tag}`,
        email: `ana-${tag}@example.com`,
        phone: '+34 655 55 54 31',
        message: `Hola ${tag}`,
      }
    : { name: '', email: 'not-an-address', message: '' };
  // Each send from another visitor (TRUST_PROXY=1), as on a live site: none is rate-limited.
  const address = `198.18.${1 + randomInt(254)}.${1 + randomInt(254)}`;
  return {
    path: '/api/contact',
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(body),
    },
  };
}

const token = () => Math.random().toString(36).slice(2, 10);
const pick = (list) => list[randomInt(list.length)];

function shuffle(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
