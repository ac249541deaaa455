import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

import { shortImageSources } from '@/lib/images/url';

type Props = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL'>;

/** What PlainImage puts on its `<img>`, but the text alternative. */
export type PictureAttributes = Omit<ReturnType<typeof getImageProps>['props'], 'alt'>;

/**
 * The attributes PlainImage gives a picture, for an `<img>` a client component draws: computed on
 * the server, they spare the browser next/image's work for every picture as the component
 * hydrates (the profile's gallery thumbnails).
 */
export function pictureAttributes(props: Omit<Props, 'alt' | 'preload'>): PictureAttributes {
  const { alt: _alt, ...attributes } = imageAttributes({ alt: '', ...props });
  return attributes;
}

/**
 * next/image's attributes, with the media host's pictures in their short form (lib/images/url.ts):
 * a srcset is in the HTML twice when the picture is preloaded, and once more in the page data of a
 * client component.
 */
function imageAttributes(props: Props) {
  const attributes = getImageProps(props).props;
  return Object.assign(attributes, shortImageSources(attributes));
}

/**
 * next/image's optimized picture as a plain `<img>`: the same attributes, without its client
 * component, which a page would otherwise load and hydrate picture by picture.
 * With `preload` it is asked for from the page's head, as next/image does, and decoded with the
 * frame that lays it out.
 */
export function PlainImage({ alt, preload = false, ...rest }: Props) {
  const props = imageAttributes({ alt, preload, ...rest });
  if (preload) {
    // A preloaded picture is the page's largest: decoded with the frame that lays it out, not one
    // frame later (ArtPicture explains).
    props.decoding = 'sync';
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, see above
  return <img {...props} alt={alt} />;
}
