import { pictureAttributes, type PictureAttributes } from '@/components/ui/plain-image';
import type { Galleries, Media, Video } from '@/lib/talents/types';
import { videoEmbed, type VideoEmbed } from '@/lib/video/embed';

/** A gallery picture with its thumbnail's `<img>` attributes, computed on the server. */
export type Thumbnail = Media & { picture: PictureAttributes };
/** A gallery video with its embed frame, read on the server; null when it is offered as a link. */
export type GalleryVideo = Video & { embed: VideoEmbed | null };
/** A profile's galleries as its gallery tabs draw them. */
export type ProfileGalleries = {
  book: Thumbnail[];
  snap: Thumbnail[];
  compo: Thumbnail[];
  video: GalleryVideo[];
};

/** Two columns of thumbnails on phones, three from 1024 px (galleries.module.css). */
const THUMBNAIL_SIZES = '(min-width: 1024px) 30vw, 50vw';

/**
 * The galleries with each picture's thumbnail attributes, so the gallery, which hydrates when the
 * visitor reaches it, does not run next/image for every picture then, and each video's frame.
 */
export function withThumbnails(galleries: Galleries): ProfileGalleries {
  const thumbnails = (items: readonly Media[]): Thumbnail[] =>
    items.map((item) => ({
      ...item,
      picture: pictureAttributes({
        src: item.src,
        width: item.width,
        height: item.height,
        sizes: THUMBNAIL_SIZES,
        // Below the portrait on every screen (1,200 px down on a desktop, 1,600 on a phone):
        // eager, they were preloaded from the head and shared the bandwidth with it.
        loading: 'lazy',
      }),
    }));
  return {
    book: thumbnails(galleries.book),
    snap: thumbnails(galleries.snap),
    compo: thumbnails(galleries.compo),
    video: galleries.video.map((video) => ({
      ...video,
      embed: video.provider ? videoEmbed(video.url, video.provider) : null,
    })),
  };
}
