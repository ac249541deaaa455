/** The providers whose players the site embeds. */
export type VideoProvider = 'youtube' | 'vimeo';

/**
 * A video the site can play in its provider's plain embed frame (docs/product.md, "Videos"):
 * YouTube's privacy-enhanced player or Vimeo's player page, never a provider script on our pages.
 * `src` is the frame's address without autoplay; `watchUrl` the video's page on the provider.
 */
export type VideoEmbed = { provider: VideoProvider; id: string; src: string; watchUrl: string };

/** The frames' origins: the only ones the Content-Security-Policy lets the site frame for videos. */
export const PLAYER_ORIGINS: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;
const VIMEO_HASH = /^[\da-f]{6,20}$/i;
const YOUTUBE_HOST = /^(?:www\.|m\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)$/;
const VIMEO_HOST = /(?:^|\.)vimeo\.com$/;

function parse(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The embed frame of a video link, or null when the link is not a video the site can play: a
 * YouTube watch, youtu.be, embed, shorts or live link, or a Vimeo page, channel, unlisted (with
 * its hash) or player link. `provider` is the back-end's word, when it gave one; the link decides.
 */
export function videoEmbed(value: string, provider?: VideoProvider | null): VideoEmbed | null {
  const url = parse(value);
  if (!url) return null;
  const youtube = provider !== 'vimeo' ? youtubeEmbed(url) : null;
  return youtube ?? (provider !== 'youtube' ? vimeoEmbed(url) : null);
}

function youtubeEmbed(url: URL): VideoEmbed | null {
  const host = YOUTUBE_HOST.exec(url.hostname)?.[1];
  if (!host) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? segments[0]
      : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
        ? segments[1]
        : url.searchParams.get('v');
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return {
    provider: 'youtube',
    id,
    src: withQuery(`${PLAYER_ORIGINS.youtube}/embed/${id}`, start ? { start: String(start) } : {}),
    watchUrl: withQuery(`https://www.youtube.com/watch`, {
      v: id,
      ...(start ? { t: `${start}s` } : {}),
    }),
  };
}

function vimeoEmbed(url: URL): VideoEmbed | null {
  if (!VIMEO_HOST.test(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments.findLastIndex((segment) => VIMEO_ID.test(segment));
  const id = segments[at];
  if (!id) return null;
  // An unlisted video is reached with its hash: vimeo.com/ID/HASH or player.vimeo.com/video/ID?h=.
  const next = segments[at + 1];
  const hash = url.searchParams.get('h') ?? (next && VIMEO_HASH.test(next) ? next : null);
  const h = hash && VIMEO_HASH.test(hash) ? hash : null;
  return {
    provider: 'vimeo',
    id,
    src: withQuery(`${PLAYER_ORIGINS.vimeo}/video/${id}`, h ? { h } : {}),
    watchUrl: `https://vimeo.com/${id}${h ? `/${h}` : ''}`,
  };
}

/** A YouTube start time as seconds: `90`, `90s` or `1m30s`; null when there is none. */
export function startSeconds(value: string | null): number | null {
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null;
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/** The frame's address once the visitor has asked to play: the player starts on its own. */
export function autoplaySrc(src: string): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

function withQuery(base: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${base}?${search}` : base;
}
