// Cover types (docs/product.md, "Post page"): a cover containing youtube or vimeo is a video link
// (embedded player), one whose name contains mp4 or webm is a video file, anything else is an
// image.
export type EmbedProvider = 'youtube' | 'vimeo';

export type CoverKind =
  | { kind: 'none' }
  | { kind: 'image' }
  | { kind: 'video' }
  | { kind: 'embed'; provider: EmbedProvider; embedUrl: string | null };

export function coverKind(cover: string): CoverKind {
  const value = cover.trim();
  if (!value) return { kind: 'none' };
  const lower = value.toLowerCase();
  if (lower.includes('youtube') || lower.includes('youtu.be'))
    return { kind: 'embed', provider: 'youtube', embedUrl: youtubeEmbed(value) };
  if (lower.includes('vimeo'))
    return { kind: 'embed', provider: 'vimeo', embedUrl: vimeoEmbed(value) };
  if (lower.includes('mp4') || lower.includes('webm')) return { kind: 'video' };
  return { kind: 'image' };
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The privacy-enhanced player of a YouTube link (watch, youtu.be, embed or shorts), or null. */
export function youtubeEmbed(value: string): string | null {
  const url = parse(value);
  if (!url) return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
      ? segments[1]
      : url.searchParams.get('v');
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/**
 * The player of a Vimeo link (vimeo.com/ID, vimeo.com/channels/x/ID or player.vimeo.com/video/ID),
 * or null.
 */
export function vimeoEmbed(value: string): string | null {
  const url = parse(value);
  if (!url || !/(^|\.)vimeo\.com$/.test(url.hostname)) return null;
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .reverse()
    .find((segment) => VIMEO_ID.test(segment));
  return id ? `https://player.vimeo.com/video/${id}` : null;
}
