/** A part of a post's sanitized HTML: markup, or a video player that stands on its own. */
export type ContentPart = { kind: 'html'; html: string } | { kind: 'player'; src: string };

const TAG = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/.source;
const VOID = new Set(['br', 'hr', 'img', 'wbr']);
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };

/**
 * Splits sanitized post HTML (lib/content/sanitize.ts) around its video players, so each can be
 * drawn as our own poster and play button (components/ui/video-player.tsx) instead of a frame
 * that contacts the provider with the page. Only a player standing on its own is taken out: at
 * the top level, or alone in a paragraph, as the panel's editor writes it; one inside a list or a
 * table stays the sanitized frame it is.
 */
export function splitPlayers(html: string): ContentPart[] {
  if (!html.includes('<iframe')) return [{ kind: 'html', html }];
  const parts: ContentPart[] = [];
  const open: { name: string; at: number }[] = [];
  let from = 0;
  const tags = new RegExp(TAG, 'gi');
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [, closing, rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    const at = match.index;
    if (closing) {
      const index = open.findLastIndex((element) => element.name === name);
      if (index >= 0) open.length = index;
      continue;
    }
    if (name !== 'iframe') {
      if (!VOID.has(name)) open.push({ name, at });
      continue;
    }
    const end = html.indexOf('</iframe>', at);
    const src = attribute(attributes, 'src');
    if (end < 0 || !src) continue;
    let start = at;
    let stop = end + '</iframe>'.length;
    // Alone in a paragraph: the paragraph goes with it.
    const parent = open.length === 1 ? open[0] : undefined;
    if (parent?.name === 'p') {
      const before = html.slice(parent.at, at).replace(/^<p\b[^>]*>/i, '');
      const after = /^\s*<\/p>/i.exec(html.slice(stop));
      if (!before.trim() && after) {
        start = parent.at;
        stop += after[0].length;
        open.length = 0;
      }
    }
    if (open.length > 0) continue;
    if (start > from) parts.push({ kind: 'html', html: html.slice(from, start) });
    parts.push({ kind: 'player', src });
    from = stop;
    tags.lastIndex = stop;
  }
  if (from < html.length) parts.push({ kind: 'html', html: html.slice(from) });
  return parts.filter((part) => part.kind === 'player' || part.html.trim());
}

function attribute(attributes: string, name: string): string | null {
  const value = new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attributes)?.[1];
  return value === undefined
    ? null
    : value.replace(/&(amp|quot|lt|gt|#39);/g, (_, e) => ENTITIES[e] ?? _);
}
