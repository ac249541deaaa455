import type { ComponentProps } from 'react';

import { PlainImage } from '@/components/ui/plain-image';

import { LoopVideo, type VideoControls } from './loop-video';
import styles from './video-over-still.module.css';

type Props = {
  src: string;
  /** The still's optimized address, or null for a video without one. */
  still: string | null;
  width: number;
  height: number;
  /** The picture's and the video's own class: they share one box. */
  className?: string;
  /** How the still is asked for: a card's like any card's picture, a post page's first of all. */
  loading: Pick<
    ComponentProps<typeof PlainImage>,
    'sizes' | 'loading' | 'fetchPriority' | 'preload' | 'unoptimized'
  >;
  controls?: VideoControls;
};

/**
 * A post's muted looping video over its still, which is a picture of its own: as the video's
 * `poster` it would have one address, fetched with the page at full width however far down the
 * video is. The video covers the still once it has a frame.
 */
export function VideoOverStill({ src, still, width, height, className, loading, controls }: Props) {
  return (
    <>
      {still ? (
        <PlainImage
          src={still}
          alt=""
          width={width}
          height={height}
          className={className}
          {...loading}
        />
      ) : null}
      <LoopVideo
        src={src}
        poster={null}
        width={width}
        height={height}
        className={still ? `${className} ${styles.over}` : className}
        controls={controls}
      />
    </>
  );
}
