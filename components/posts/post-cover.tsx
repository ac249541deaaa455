import { getTranslations } from 'next-intl/server';

import { PlainImage } from '@/components/ui/plain-image';
import { VideoPlayer } from '@/components/ui/video-player';
import type { Locale } from '@/lib/i18n/routing';
import { cardCover } from '@/lib/posts/cards';
import { coverKind } from '@/lib/posts/cover';

import { LoopVideo } from './loop-video';
import styles from './post-page.module.css';

type Props = { cover: string; thumbnail: string; title: string; locale: Locale };

const SIZES = '(min-width: 1280px) 1200px, 100vw';
const PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A post's cover (docs/product.md, "Post page"): a picture, a video file, or a YouTube/Vimeo video
 * behind its still (components/ui/video-player.tsx), each in a box sized before it loads.
 */
export async function PostCover({ cover, thumbnail, title, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Posts' });
  const kind = coverKind(cover);
  if (kind.kind === 'embed') {
    const still = await cardCover({ cover, thumbnail });
    const { embed } = kind;
    return (
      <VideoPlayer
        src={embed?.src ?? null}
        watchUrl={embed?.watchUrl ?? cover}
        className={styles.player}
        poster={
          still.kind === 'image' ? (
            <PlainImage
              src={still.src}
              alt=""
              width={still.width}
              height={still.height}
              sizes={SIZES}
              preload
              fetchPriority="high"
            />
          ) : null
        }
        labels={{
          play: t('playFilm', { title }),
          loading: t('filmLoading'),
          unavailable: t('filmUnavailable'),
          watch: t('watchOn', { provider: PROVIDERS[kind.provider] }),
          frame: t('player', { title }),
        }}
      />
    );
  }
  const shown = await cardCover({ cover, thumbnail });
  if (shown.kind === 'none') return null;
  // The page's first picture: the cover, or a video's still under the video, which covers it once
  // it has a frame. A still as the video's `poster` would have one address, 1200 px wide on
  // phones too; as a picture it is asked for from the head at the width the screen needs.
  const picture = shown.kind === 'video' ? shown.poster : shown.src;
  return (
    <div className={styles.cover} style={{ aspectRatio: `${shown.width} / ${shown.height}` }}>
      {picture ? (
        <PlainImage
          src={picture}
          alt=""
          width={shown.width}
          height={shown.height}
          sizes={SIZES}
          className={styles.media}
          preload
          fetchPriority="high"
        />
      ) : null}
      {shown.kind === 'video' ? (
        <LoopVideo
          src={shown.src}
          poster={null}
          width={shown.width}
          height={shown.height}
          className={picture ? `${styles.media} ${styles.overStill}` : styles.media}
          controls={{
            label: t('video', { title }),
            play: t('play'),
            pause: t('pause'),
            soundOn: t('soundOn'),
            soundOff: t('soundOff'),
          }}
        />
      ) : null}
    </div>
  );
}
