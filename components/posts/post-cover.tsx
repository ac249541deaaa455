import { getTranslations } from 'next-intl/server';

import { PlainImage } from '@/components/ui/plain-image';
import { VideoPlayer } from '@/components/ui/video-player';
import type { Locale } from '@/lib/i18n/routing';
import { cardCover } from '@/lib/posts/cards';
import { coverKind } from '@/lib/posts/cover';

import styles from './post-page.module.css';
import { VideoOverStill } from './video-over-still';

type Props = { cover: string; thumbnail: string; title: string; locale: Locale };

// The cover's picture, a video's still or a player's poster is the page's first: asked for from
// the head, at the width the screen needs.
const FIRST_PICTURE = {
  sizes: '(min-width: 1280px) 1200px, 100vw',
  preload: true,
  fetchPriority: 'high',
} as const;
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
              {...FIRST_PICTURE}
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
  return (
    <div className={styles.cover} style={{ aspectRatio: `${shown.width} / ${shown.height}` }}>
      {shown.kind === 'video' ? (
        <VideoOverStill
          src={shown.src}
          still={shown.poster}
          width={shown.width}
          height={shown.height}
          className={styles.media}
          loading={FIRST_PICTURE}
          controls={{
            label: t('video', { title }),
            play: t('play'),
            pause: t('pause'),
            soundOn: t('soundOn'),
            soundOff: t('soundOff'),
          }}
        />
      ) : (
        <PlainImage
          src={shown.src}
          alt=""
          width={shown.width}
          height={shown.height}
          className={styles.media}
          {...FIRST_PICTURE}
        />
      )}
    </div>
  );
}
