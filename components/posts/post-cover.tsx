import { getTranslations } from 'next-intl/server';

import { PlainImage } from '@/components/ui/plain-image';
import type { Locale } from '@/lib/i18n/routing';
import { cardCover, FILM_FALLBACK } from '@/lib/posts/cards';
import { coverKind } from '@/lib/posts/cover';

import { LoopVideo } from './loop-video';
import styles from './post-page.module.css';

type Props = { cover: string; thumbnail: string; title: string; locale: Locale };

const SIZES = '(min-width: 1280px) 1200px, 100vw';
const PLAYER_ALLOW =
  'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/**
 * A post's cover (docs/product.md, "Post page"): a picture, a video file, or a YouTube/Vimeo
 * player, each in a box sized before it loads.
 */
export async function PostCover({ cover, thumbnail, title, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Posts' });
  const kind = coverKind(cover);
  if (kind.kind === 'embed' && kind.embedUrl) {
    return (
      <div
        className={styles.player}
        style={{ aspectRatio: `${FILM_FALLBACK.width} / ${FILM_FALLBACK.height}` }}
      >
        <iframe
          src={kind.embedUrl}
          title={t('player', { title })}
          loading="lazy"
          allow={PLAYER_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={styles.frame}
        />
      </div>
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
