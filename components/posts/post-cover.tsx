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
  const still = shown.kind === 'video' ? shown.poster : null;
  return (
    <div className={styles.cover} style={{ aspectRatio: `${shown.width} / ${shown.height}` }}>
      {shown.kind === 'video' ? (
        <>
          {still ? (
            // The video's still is the page's first picture: a responsive picture under the video,
            // asked for from the head at the width the screen needs (a `poster` has one address,
            // and was 1200 px wide on phones too). The video covers it once it has a frame.
            <PlainImage
              src={still}
              alt=""
              width={shown.width}
              height={shown.height}
              sizes={SIZES}
              className={styles.media}
              preload
              fetchPriority="high"
            />
          ) : null}
          <LoopVideo
            src={shown.src}
            poster={null}
            width={shown.width}
            height={shown.height}
            className={still ? `${styles.media} ${styles.overStill}` : styles.media}
            controls
            label={t('video', { title })}
          />
        </>
      ) : (
        <PlainImage
          src={shown.src}
          alt=""
          width={shown.width}
          height={shown.height}
          sizes={SIZES}
          className={styles.media}
          preload
          fetchPriority="high"
        />
      )}
    </div>
  );
}
