import { describe, expect, it } from 'vitest';

import { MEDIA } from '@/tests/unit/render-talents';

import { packCards, readCards, unpackCard } from './card-data';
import { CARD_GROUP, cardHtml, cardsHtml, DRAWN_CARDS, type CardView } from './card-markup';

const lucia: CardView = {
  favorite: {
    id: 1,
    name: 'Lucía Navarro',
    slug: 'lucia-navarro',
    section: 'models',
    cover: `${MEDIA}/storage/demo/portrait-01.jpg`,
    cover2: `${MEDIA}/storage/demo/portrait-02.jpg`,
  },
  gender: 'woman',
  facts: { height: 174, hair: 'castanho_claro', eyes: 'verdes' },
  href: '/modelos/1/lucia-navarro',
  heartLabel: 'Favorito: Lucía Navarro',
};

function parse(html: string): HTMLElement {
  const list = document.createElement('div');
  list.innerHTML = html;
  return list;
}

function one<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe('card markup', () => {
  it('draws a card: link with cover and name, a heart button, and the talent on the item', () => {
    const item = one<HTMLElement>(parse(cardHtml(lucia, 0)), '[data-id]');
    const link = one(item, 'a');
    expect(link.getAttribute('href')).toBe('/modelos/1/lucia-navarro');
    expect(link.textContent).toBe('Lucía Navarro');
    // Three elements: the link (its name as text, the cover inside it) and the heart.
    expect([...item.querySelectorAll('*')].map((element) => element.tagName)).toEqual([
      'A',
      'IMG',
      'BUTTON',
    ]);
    const cover = one(item, 'a > img:first-child');
    expect(cover.getAttribute('alt')).toBe('');
    expect(cover.getAttribute('loading')).toBe('eager');
    // The media host's pictures have a short optimized address (lib/images/url.ts).
    expect(cover.getAttribute('src')).toBe('/img/384/demo/portrait-01.jpg');
    expect(cover.getAttribute('srcset')).toBe(
      '/img/384/demo/portrait-01.jpg 384w, /img/640/demo/portrait-01.jpg 640w',
    );
    expect(cover.getAttribute('sizes')).toBe('(min-width: 1024px) 340px, 50vw');
    // The second cover is not drawn; card-grid.tsx adds it on hover.
    expect(item.querySelectorAll('img')).toHaveLength(1);
    const heart = one(item, 'button');
    // In no form, a button does nothing of its own: no type is needed.
    expect(heart.hasAttribute('type')).toBe(false);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('aria-label')).toBe('Favorito: Lucía Navarro');
    // Only its id: the filters read the rest from the cards' data (use-card-filter.ts).
    expect({ ...item.dataset }).toEqual({ id: '1' });
  });

  it('writes a card as a list item, and the cards in groups of CARD_GROUP', () => {
    expect(one(parse(cardHtml(lucia, 0)), '[data-id]').getAttribute('role')).toBe('listitem');
    const cards = Array.from({ length: CARD_GROUP * 2 + 1 }, (_, index) => ({
      ...lucia,
      favorite: { ...lucia.favorite, id: index + 1 },
    }));
    const groups = [...parse(cardsHtml(cards)).querySelectorAll(':scope > div')];
    expect(groups.map((group) => [group.tagName, group.getAttribute('role')])).toEqual([
      ['DIV', null],
      ['DIV', null],
      ['DIV', null],
    ]);
    expect(groups.map((group) => group.children.length)).toEqual([CARD_GROUP, CARD_GROUP, 1]);
    // In order, each numbered as in the whole list: the first cards' covers load first.
    expect(
      groups.flatMap((group) => [...group.children].map((card) => card.getAttribute('data-id'))),
    ).toEqual(cards.map((card) => String(card.favorite.id)));
    expect(groups[1]?.querySelector('img')).toBeNull();
  });

  it('draws the first screen’s covers, loaded at once, the first row first', () => {
    const cards = Array.from({ length: DRAWN_CARDS + 2 }, (_, index) => ({
      ...lucia,
      favorite: { ...lucia.favorite, id: index + 1 },
    }));
    const items = [...parse(cardsHtml(cards)).querySelectorAll('[data-id]')];
    const covers = items.map((item) => item.querySelector(':scope > a > img:first-child'));
    expect(covers.map((img) => img?.getAttribute('loading') ?? null)).toEqual([
      ...Array(DRAWN_CARDS).fill('eager'),
      null,
      null,
    ]);
    // The first row on a phone is what a list's largest paint usually is.
    expect(covers.slice(0, DRAWN_CARDS).map((img) => img?.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...Array(DRAWN_CARDS - 2).fill(null),
    ]);
  });

  it('draws no cover past the first screens, and paints them for browsers without scripts', () => {
    const cards = Array.from({ length: DRAWN_CARDS + 2 }, (_, index) => ({
      ...lucia,
      favorite: { ...lucia.favorite, id: index + 1 },
    }));
    cards[DRAWN_CARDS + 1] = {
      ...lucia,
      favorite: { ...lucia.favorite, id: DRAWN_CARDS + 2, cover: null, cover2: null },
    };
    const list = parse(cardsHtml(cards));
    const items = [...list.querySelectorAll('[data-id]')];
    expect(items[DRAWN_CARDS - 1]?.querySelector('a > img')).not.toBeNull();
    const waiting = items[DRAWN_CARDS];
    expect(waiting?.querySelector('a')?.innerHTML).toBe('Lucía Navarro');
    // Without scripts, one stylesheet after the groups gives each waiting card its cover, in one
    // size; with scripts on, as here, the parser keeps it as text (card-covers.ts draws them).
    const noscripts = [...list.querySelectorAll(':scope > noscript')];
    expect(noscripts).toHaveLength(1);
    expect(noscripts[0]?.textContent).toBe(
      `<style>[data-id="${DRAWN_CARDS + 1}"]>a::before{background-image:url("/img/384/demo/portrait-01.jpg")}</style>`,
    );
    expect(list.lastElementChild).toBe(noscripts[0]);
    // A short list draws every cover and needs none.
    expect(cardsHtml(cards.slice(0, DRAWN_CARDS))).not.toContain('noscript');
  });

  it('writes a waiting cover’s address so that it cannot end its stylesheet or its rule', () => {
    const elsewhere = {
      ...lucia,
      favorite: { ...lucia.favorite, id: 99, cover: 'https://cdn.example/a"</style>.jpg' },
    };
    const cards = [...Array.from({ length: DRAWN_CARDS }, () => lucia), elsewhere];
    const style = cardsHtml(cards).split('<noscript><style>')[1] ?? '';
    expect(style.indexOf('<')).toBe(style.length - '</style></noscript>'.length);
    expect(style).toContain(
      'url("/_next/image?url=https%3A%2F%2Fcdn.example%2Fa%22%3C%2Fstyle%3E.jpg&w=384&q=75")',
    );
  });

  it('shows the initial when there is no cover', () => {
    const item = one<HTMLElement>(
      parse(cardHtml({ ...lucia, favorite: { ...lucia.favorite, cover: null, cover2: null } }, 0)),
      '[data-id]',
    );
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('a span[aria-hidden="true"]')?.textContent).toBe('L');
  });

  it('keeps next/image’s address for pictures of another host', () => {
    const elsewhere = {
      ...lucia,
      favorite: { ...lucia.favorite, cover: 'https://cdn.example/portrait.jpg' },
    };
    const cover = one(parse(cardHtml(elsewhere, 0)), 'img');
    expect(cover.getAttribute('src')).toBe(
      '/_next/image?url=https%3A%2F%2Fcdn.example%2Fportrait.jpg&w=384&q=75',
    );
  });

  it('escapes what the back-end sends, so a name cannot add markup', () => {
    const name = '"><script>alert(1)</script><b x=\'';
    const hostile = {
      ...lucia,
      favorite: { ...lucia.favorite, name },
      heartLabel: `Favorito: ${name}`,
      href: '/modelos/1/x"onmouseover="alert(1)',
    };
    const list = parse(cardHtml(hostile, 0));
    expect(list.querySelector('script, b')).toBeNull();
    const item = one<HTMLElement>(list, '[data-id]');
    expect(one(item, 'a').textContent).toBe(name);
    expect(one(item, 'a').getAttribute('href')).toBe('/modelos/1/x"onmouseover="alert(1)');
    expect(one(item, 'a').hasAttribute('onmouseover')).toBe(false);
    expect(one(item, 'button').getAttribute('aria-label')).toBe(`Favorito: ${name}`);
  });
});

describe('card data', () => {
  const { href: _href, heartLabel: _label, ...talent } = lucia;

  it('travels as one string and comes back whole', () => {
    const packed = packCards([talent]);
    expect(packed).toBe(
      '1|Lucía Navarro|lucia-navarro|m|w|demo/portrait-01.jpg|demo/portrait-02.jpg|174|castanho_claro|verdes',
    );
    const read = readCards(packed);
    expect(read).toEqual([
      [
        1,
        'Lucía Navarro',
        'lucia-navarro',
        'm',
        'w',
        'demo/portrait-01.jpg',
        'demo/portrait-02.jpg',
        174,
        'castanho_claro',
        'verdes',
      ],
    ]);
    expect(read.map(unpackCard)).toEqual([talent]);
  });

  it('keeps every card apart, whatever its fields hold', () => {
    const other = {
      ...talent,
      favorite: {
        ...talent.favorite,
        id: 2,
        name: 'Ana | 100% Ruiz %7C',
        section: 'talents' as const,
        cover: 'https://cdn.example/a|b.jpg',
        cover2: null,
      },
      gender: 'man' as const,
      facts: { height: null, hair: null, eyes: 'azuis' },
    };
    const neutral = {
      ...talent,
      favorite: { ...talent.favorite, id: 3 },
      gender: 'neutral' as const,
    };
    const cards = readCards(packCards([talent, other, neutral]));
    expect(cards.map(unpackCard)).toEqual([talent, other, neutral]);
    expect(cards.map((card) => card[4])).toEqual(['w', 'm', 'n']);
    expect(readCards(packCards([]))).toEqual([]);
  });
});
