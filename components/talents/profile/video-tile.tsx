'use client';

import { useTranslations } from 'next-intl';

import { PlainImage } from '@/components/ui/plain-image';
import { VideoPlayer } from '@/components/ui/video-player';

import type { GalleryVideo } from './gallery-pictures';

const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video of the gallery: its poster with a play button, played in the provider's embed frame
 * (components/ui/video-player.tsx), and a link to the video. A video on a site the profile cannot
 * play is its poster and the link.
 */
export function VideoTile({
  video,
  index,
  name,
}: {
  video: GalleryVideo;
  index: number;
  name: string;
}) {
  const t = useTranslations('TalentsClient');
  const { embed } = video;
  return (
    <VideoPlayer
      src={embed?.src ?? null}
      watchUrl={embed?.watchUrl ?? video.url}
      poster={<PlainImage src={video.src} alt="" fill sizes="(min-width: 1024px) 50vw, 100vw" />}
      labels={{
        play: t('playVideo', { index, name }),
        loading: t('videoLoading'),
        unavailable: t('videoUnavailable'),
        watch: embed ? t('watchOn', { provider: PROVIDERS[embed.provider] }) : t('watchVideo'),
        frame: t('videoFrame', { index, name }),
      }}
    />
  );
}
