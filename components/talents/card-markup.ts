import { optimizedImageUrl } from '@/lib/images/url';
import type { CardTalent } from './card-data';
import styles from './talent-grid.module.css';
import heart from '@/components/favorites/favorite-toggle.module.css';

/**
 * The markup of a list's cards, as one HTML string.
 *
 * A models list holds up to a thousand talents (docs/product.md, paginate 1000). Rendered as React
 * elements, every card is serialized into the page's data and then hydrated element by element:
 * about nine thousand fibers, over a second of main-thread work on a mid-range phone. As a string,
 * written by card-grid.tsx from the cards' data on the server and again in the browser, the page
 * carries each card once as HTML and once as a short array (card-data.ts), and the browser
 * hydrates one `<ul>`; card-grid.tsx gives the links and hearts their behaviour by delegation.
 *
 * Every value is escaped here: names, paths and labels come from the back-end.
 */

/** Cards above the fold on a phone or desktop load at once; the rest wait until scrolled near. */
export const EAGER_CARDS = 4;

/** A card as it is drawn: its talent, its profile's path and its heart's accessible name. */
export type CardView = CardTalent & { href: string; heartLabel: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** ` name="value"` pairs, escaped; null and undefined values are left out. */
function attributes(pairs: Record<string, string | number | null | undefined>): string {
  let out = '';
  for (const [name, value] of Object.entries(pairs)) {
    if (value !== null && value !== undefined) out += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** The widths next/image would pick for a 320 px picture at 1x and 2x (its imageSizes and deviceSizes). */
const CARD_WIDTHS = { small: 384, large: 640 } as const;
/** Two columns below 1024 px, four of at most 340 px above (talent-grid.module.css). */
const CARD_SIZES = '(min-width: 1024px) 340px, 50vw';

/**
 * A card picture's attributes, in the order the browser should read them (the source last, once it
 * knows everything). Given as widths with the card's `sizes`, a phone (two columns of about 190
 * CSS px at 1.75 dppx, 330 device px) takes the 384 px picture, where `2x` would make it fetch the
 * 640 px one. The box's size comes from CSS (aspect-ratio): no width and height.
 */
export function coverAttributes(src: string, loading: 'eager' | 'lazy'): [string, string][] {
  const small = optimizedImageUrl(src, CARD_WIDTHS.small);
  return [
    ['loading', loading],
    ['decoding', 'async'],
    ['sizes', CARD_SIZES],
    ['srcset', `${small} ${CARD_WIDTHS.small}w, ${optimizedImageUrl(src, CARD_WIDTHS.large)} ${CARD_WIDTHS.large}w`],
    ['src', small],
  ];
}

function image(src: string, className: string | undefined, loading: 'eager' | 'lazy'): string {
  // The card's text names the talent, so its pictures are decorative.
  return `<img${attributes({ alt: '', class: className, ...Object.fromEntries(coverAttributes(src, loading)) })}>`;
}

function pictures({ cover, name }: CardTalent['favorite'], eager: boolean): string {
  if (!cover) return `<span${attributes({ class: styles.placeholder, 'aria-hidden': 'true' })}>${escapeHtml(name.charAt(0))}</span>`;
  return image(cover, styles.cover, eager ? 'eager' : 'lazy');
}

/** The class of the second cover, which card-grid.tsx adds on first hover or focus. */
export const HOVER_COVER_CLASS = styles.cover2;

/** The heart's drawing, written once per list (see HeartSprite) and used by every card. */
export const HEART_SYMBOL_ID = 'card-heart';
export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.7 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.5 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z';
const HEART_SVG = `<svg${attributes({ class: styles.heart, width: 20, height: 20, 'aria-hidden': 'true', focusable: 'false' })}><use href="#${HEART_SYMBOL_ID}"/></svg>`;

/**
 * A list card: cover, name and heart, linking to the profile under the talent's section. The
 * second cover is not drawn: card-grid.tsx adds it when a pointer or the focus first reaches the
 * card, since phones never show it and it would be a fifth of a list's HTML.
 * What the filters need (gender, height, hair, eyes) is in short data attributes, a few bytes a
 * card once compressed.
 */
export function cardHtml({ favorite, gender, facts, href, heartLabel }: CardView, index: number): string {
  const link = `<a${attributes({ href, class: styles.link })}><span${attributes({ class: styles.media })}>${pictures(favorite, index < EAGER_CARDS)}</span><span${attributes({ class: styles.name })}>${escapeHtml(favorite.name)}</span></a>`;
  // Unpressed until card-grid.tsx has read the visitor's favorites from local storage.
  const button = `<button${attributes({
    type: 'button',
    class: `${heart.toggle} ${heart.overlay} ${styles.favorite}`,
    'aria-pressed': 'false',
    'aria-label': heartLabel,
  })}>${HEART_SVG}</button>`;
  const item = attributes({
    class: styles.card,
    'data-gender': gender,
    'data-height': facts.height,
    'data-hair': facts.hair,
    'data-eyes': facts.eyes,
    'data-id': favorite.id,
  });
  return `<li${item}>${link}${button}</li>`;
}

export function cardsHtml(cards: readonly CardView[]): string {
  return cards.map(cardHtml).join('');
}
