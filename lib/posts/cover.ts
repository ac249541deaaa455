import { videoEmbed, type VideoEmbed, type VideoProvider } from '../video/embed';

// Cover types (docs/product.md, "Post page"): a cover containing youtube or vimeo is a video link
// (played in the provider's embed frame), one whose name contains mp4 or webm is a video file,
// anything else is an image.
export type CoverKind =
  | { kind: 'none' }
  | { kind: 'image' }
  | { kind: 'video' }
  | { kind: 'embed'; provider: VideoProvider; embed: VideoEmbed | null };

export function coverKind(cover: string): CoverKind {
  const value = cover.trim();
  if (!value) return { kind: 'none' };
  const lower = value.toLowerCase();
  if (lower.includes('youtube') || lower.includes('youtu.be'))
    return { kind: 'embed', provider: 'youtube', embed: videoEmbed(value, 'youtube') };
  if (lower.includes('vimeo'))
    return { kind: 'embed', provider: 'vimeo', embed: videoEmbed(value, 'vimeo') };
  if (lower.includes('mp4') || lower.includes('webm')) return { kind: 'video' };
  return { kind: 'image' };
}
