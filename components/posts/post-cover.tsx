import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';

import { PlainImage } from '@/components/ui/plain-image';
import type { Locale } from '@/lib/i18n/routing';
import { cardCover, FILM_FALLBACK } from '@/lib/posts/cards';
import { coverKind } from '@/lib/posts/cover';
import { posterSrc } from '@/lib/posts/poster';

import { LoopVideo } from './loop-video';
import styles from './post-page.module.css';

type Props = { cover: string; thumbnail: string; title: string; locale: Locale };

const SIZES = '(min-width: 1280px) 1200px, 100vw';
/** The cover spans the page, at most 1200 px: a 600 CSS px poster is served 1200 px wide (2x). */
const PAGE_POSTER_WIDTH = 600;
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
  // A video's poster is the page's first picture: asked for from the head, like an image cover.
  const poster = shown.kind === 'video' ? posterSrc(shown.poster, PAGE_POSTER_WIDTH) : null;
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  return (
    <div className={styles.cover} style={{ aspectRatio: `${shown.width} / ${shown.height}` }}>
      {shown.kind === 'video' ? (
        <LoopVideo
          src={shown.src}
          poster={poster}
          width={shown.width}
          height={shown.height}
          className={styles.media}
          controls
          label={t('video', { title })}
        />
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
