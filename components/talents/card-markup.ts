import { escapeHtml } from '@/lib/format/escape-html';
import { optimizedImageUrl } from '@/lib/images/url';

import type { CardTalent } from './card-data';

/**
 * The markup of a list's cards, as one HTML string.
 *
 * A models list holds up to a thousand talents (docs/product.md, paginate 1000). Rendered as React
 * elements, every card is serialized into the page's data and then hydrated element by element:
 * about nine thousand fibers, over a second of main-thread work on a mid-range phone. As a string,
 * written by card-grid.tsx from the cards' data on the server and again in the browser, the page
 * carries each card once as HTML and once as fields of a string (card-data.ts), and the browser
 * hydrates one list element; card-grid.tsx gives the links and hearts their behaviour by
 * delegation.
 *
 * A thousand cards make most of a list's bytes, so a card carries no class names (the grid's
 * stylesheet reaches its parts by element, talent-grid.module.css). Every value is escaped here:
 * names, paths and labels come from the back-end.
 */

/**
 * Cards whose cover is an image in the markup, loaded at once: a first screen on a phone (two rows
 * of two) or a desktop (a row of four). The others' covers are drawn by card-covers.ts, from the
 * cards' data, as their cards near the viewport.
 */
export const DRAWN_CARDS = 4;
/** The first row on a phone: what the largest paint of a list usually is, fetched first. */
const FIRST_CARDS = 2;

/**
 * Cards per group: the list's cards come in groups of this many, and the stylesheet lets the
 * browser skip a group that is off screen (content-visibility), not each card. Skipping a
 * thousand cards one by one had Chromium watch a thousand elements and then fire an event at each
 * in a task of its own, and it still computed each card's own style: the groups cut a first visit's
 * main-thread work on the thousand-card list (docs/performance.md, "A thousand cards are one
 * element"). Twelve fill whole rows of two, three or four columns, and about two phone screens.
 */
export const CARD_GROUP = 12;

/** A card as it is drawn: its talent, its profile's path and its heart's accessible name. */
export type CardView = CardTalent & { href: string; heartLabel: string };

/**
 * ` name="value"` pairs, escaped (an empty value as a bare name); null and undefined are left out.
 */
function attributes(pairs: Record<string, string | number | null | undefined>): string {
  let out = '';
  for (const [name, value] of Object.entries(pairs)) {
    if (value === null || value === undefined) continue;
    const text = String(value);
    out += text === '' ? ` ${name}` : ` ${name}="${escapeHtml(text)}"`;
  }
  return out;
}

/**
 * The widths next/image would pick for a 320 px picture at 1x and 2x (its imageSizes and
 * deviceSizes).
 */
const CARD_WIDTHS = { small: 384, large: 640 } as const;
/** Two columns below 1024 px, four of at most 340 px above (talent-grid.module.css). */
const CARD_SIZES = '(min-width: 1024px) 340px, 50vw';

/**
 * A card picture's attributes, in the order the browser should read them (the source last, once it
 * knows everything). Given as widths with the card's `sizes`, a phone (two columns of about 190
 * CSS px at 1.75 dppx, 330 device px) takes the 384 px picture, where `2x` would make it fetch the
 * 640 px one. The box's size comes from CSS (aspect-ratio): no width and height.
 */
export function coverAttributes(
  src: string,
  loading: 'high' | 'eager' | 'lazy',
): [string, string][] {
  const { href, imageSrcSet, imageSizes } = coverSources(src);
  return [
    ['loading', loading === 'lazy' ? 'lazy' : 'eager'],
    ...(loading === 'high' ? [['fetchpriority', 'high'] as [string, string]] : []),
    ['sizes', imageSizes],
    ['srcset', imageSrcSet],
    ['src', href],
  ];
}

/** A card cover's addresses, as an image preload names them. */
export function coverSources(src: string) {
  const small = optimizedImageUrl(src, CARD_WIDTHS.small);
  return {
    href: small,
    imageSrcSet: `${small} ${CARD_WIDTHS.small}w, ${optimizedImageUrl(src, CARD_WIDTHS.large)} ${CARD_WIDTHS.large}w`,
    imageSizes: CARD_SIZES,
  };
}

/** A card's cover as the markup draws it: an image, the initial of a talent without one, or none yet. */
function cover({ cover, name }: CardTalent['favorite'], index: number): string {
  if (!cover)
    return `<span${attributes({ 'aria-hidden': 'true' })}>${escapeHtml(name.charAt(0))}</span>`;
  if (index >= DRAWN_CARDS) return '';
  const loading = index < FIRST_CARDS ? 'high' : 'eager';
  // The card's text names the talent, so its pictures are decorative.
  return `<img${attributes({ alt: '', ...Object.fromEntries(coverAttributes(cover, loading)) })}>`;
}

/**
 * A list card (a list item: the list and its groups are `<div>`s, card-grid.tsx): the link, holding
 * the cover and the name, and the heart. A thousand cards make most of a list's elements, each
 * created, styled and tracked by the browser at every first load, so a card is three: the link is
 * the name's box and draws the picture's box itself (talent-grid.module.css), the cover is an
 * image inside it, and the heart a `<button>` with no type (it is in no form). The second cover is
 * not drawn: card-grid.tsx adds it when a pointer or the focus first reaches the card, since phones
 * never show it. The heart is drawn by the stylesheet. What the filters need (gender, height, hair,
 * eyes) is not in the markup: they read it from the data the cards are written from
 * (grid-cards.ts).
 */
export function cardHtml({ favorite, href, heartLabel }: CardView, index: number): string {
  const link = `<a${attributes({ href })}>${cover(favorite, index)}${escapeHtml(favorite.name)}</a>`;
  // Unpressed until card-grid.tsx has read the visitor's favorites from local storage.
  const button = `<button${attributes({ 'aria-pressed': 'false', 'aria-label': heartLabel })}></button>`;
  return `<div role="listitem"${attributes({ 'data-id': favorite.id })}>${link}${button}</div>`;
}

/**
 * The cards in groups of CARD_GROUP, each a `<div>` with no role of its own: assistive technology
 * sees one list of every card. After them, what a visitor without scripts sees of the covers
 * card-covers.ts would draw (waitingCovers).
 */
export function cardsHtml(cards: readonly CardView[]): string {
  let html = '';
  for (let start = 0; start < cards.length; start += CARD_GROUP)
    html += `<div>${cards
      .slice(start, start + CARD_GROUP)
      .map((card, index) => cardHtml(card, start + index))
      .join('')}</div>`;
  return html + waitingCovers(cards);
}

/**
 * The covers past DRAWN_CARDS for a browser without scripts: a stylesheet inside a `<noscript>`
 * paints each as the background of its card's picture box, in one size. With scripts on, the
 * parser keeps it as one piece of text, where a `<noscript>` image in each card was two nodes more
 * per card; the browser fetches a background only for a card it shows, as it would a lazy image.
 */
function waitingCovers(cards: readonly CardView[]): string {
  let rules = '';
  cards.forEach(({ favorite }, index) => {
    if (index < DRAWN_CARDS || !favorite.cover) return;
    const url = optimizedImageUrl(favorite.cover, CARD_WIDTHS.small);
    rules += `[data-id="${favorite.id}"]>a::before{background-image:url(${cssString(url)})}`;
  });
  return rules ? `<noscript><style>${rules}</style></noscript>` : '';
}

/** A CSS string of `text`, which may also sit in HTML's raw text: no quote, backslash or `<` as is. */
function cssString(text: string): string {
  return `"${text.replace(/["\\<\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}
