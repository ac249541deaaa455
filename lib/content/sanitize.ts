import 'server-only';

import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';

import { PLAYER_ORIGINS, videoEmbed } from '../video/embed';
import { rewriteStorageSrc } from './storage';

export type RichTextOptions = { mediaBaseUrl: string; siteUrl: string };

// The panel's formatting: headings, text, lists, links, images, figures, quotes, tables and
// players.
const TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'blockquote',
  'cite',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'iframe',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];

const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  iframe: [
    'src',
    'title',
    'width',
    'height',
    'loading',
    'allow',
    'allowfullscreen',
    'referrerpolicy',
  ],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed'],
};

// Players are written as the embed frames the Content-Security-Policy frames (lib/video/embed.ts):
// any other frame, or a player link that is not a video, is dropped.
const PLAYER_HOSTS = Object.values(PLAYER_ORIGINS).map((origin) => new URL(origin).hostname);
const PLAYER_ALLOW =
  'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

function isExternal(href: string, siteUrl: string): boolean {
  return /^https?:\/\//i.test(href) && !href.startsWith(`${siteUrl}/`) && href !== siteUrl;
}

function link(siteUrl: string) {
  return (tagName: string, attribs: Attributes) => {
    const href = (attribs.href ?? '').trim();
    const { target: _target, rel: _rel, ...rest } = attribs;
    if (!isExternal(href, siteUrl)) return { tagName, attribs: rest };
    return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
  };
}

function image(mediaBaseUrl: string) {
  return (tagName: string, attribs: Attributes) => ({
    tagName,
    attribs: {
      ...attribs,
      src: rewriteStorageSrc(attribs.src ?? '', mediaBaseUrl),
      alt: attribs.alt ?? '',
      loading: 'lazy',
      decoding: 'async',
    },
  });
}

function player(tagName: string, attribs: Attributes) {
  const src = videoEmbed(attribs.src ?? '')?.src ?? '';
  return {
    tagName,
    attribs: {
      src,
      title: attribs.title || 'Video',
      width: attribs.width ?? '560',
      height: attribs.height ?? '315',
      loading: 'lazy',
      allow: PLAYER_ALLOW,
      allowfullscreen: '',
      referrerpolicy: 'strict-origin-when-cross-origin',
    },
  };
}

function options({ mediaBaseUrl, siteUrl }: RichTextOptions): IOptions {
  return {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: PLAYER_HOSTS,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    // The page has one h1 (the title): the panel's own h1 becomes a section heading.
    transformTags: { h1: 'h2', a: link(siteUrl), img: image(mediaBaseUrl), iframe: player },
    // An image or player left without a source after filtering would render as an empty box.
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
  };
}

/**
 * Panel HTML made safe to render (docs/architecture.md, "Security": sanitized on the server): no
 * scripts, event handlers, styles or javascript: URLs; players from YouTube and Vimeo only;
 * relative /storage/ images made absolute on the media host (docs/product.md, "Post page") and
 * loaded lazily.
 */
export function sanitizeRichText(html: string, settings: RichTextOptions): string {
  return sanitizeHtml(html, options(settings));
}

const INLINE_TAGS = ['em', 'strong', 'b', 'i', 'br', 'span', 'small'];

/** Panel HTML meant for a heading: inline emphasis only. */
export function sanitizeInline(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: INLINE_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Panel HTML as plain text, for page titles and attributes. */
export function toPlainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (!code.startsWith('#')) return ENTITIES[code.toLowerCase()] ?? entity;
      const point = /^#x/i.test(code) ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
