import { useLocale, useTranslations } from 'next-intl';

import { AppLink } from '@/components/ui/app-link';
import { PlainImage } from '@/components/ui/plain-image';
import type { Locale } from '@/lib/i18n/routing';
import { chooseBatchItem } from '@/lib/posts/batch';
import { formatPostDate } from '@/lib/posts/date';
import { posterSrc } from '@/lib/posts/poster';
import type { CardCover, PostCardData, Section } from '@/lib/posts/types';

import styles from './post-card.module.css';
import { VideoOverStill } from './video-over-still';

/** Cards are at most half the page wide: 384 CSS px, 828 px at 2x. */
const CARD_POSTER_WIDTH = 384;

type Props = {
  post: PostCardData;
  section: Section;
  /**
   * The language a batch shows its item in: the visitor's, unless the link opens another language's
   * page.
   */
  locale: Locale;
  /** Where the link goes: the visitor's language unless that language has no post pages (pt). */
  linkLocale?: Locale;
  headingLevel?: 2 | 3;
  /** The first cards of a list are above the fold: the first is the page's largest picture. */
  priority?: 'high' | 'eager' | 'lazy';
  sizes: string;
  /** A fixed frame (CSS aspect-ratio) instead of the cover's own shape. */
  frame?: string;
  order?: number;
};

/** A news or magazine post in a list: its cover (picture or muted looping video) and its title. */
export function PostCard({
  post,
  section,
  locale,
  linkLocale,
  headingLevel = 2,
  priority = 'lazy',
  sizes,
  frame,
  order,
}: Props) {
  const t = useTranslations('PostsClient');
  const pageLocale = useLocale();
  const shown = chooseBatchItem(post, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatPostDate(post.publishedAt, pageLocale);
  const href = {
    pathname: section === 'news' ? '/news/[slug]' : '/magazine/[slug]',
    params: { slug: shown.slug },
  } as const;

  return (
    <article className={styles.card} style={order === undefined ? undefined : { order }}>
      <AppLink href={href} locale={linkLocale} className={styles.link}>
        {post.cover.kind === 'none' ? null : (
          <div
            className={styles.media}
            style={{ aspectRatio: frame ?? `${post.cover.width} / ${post.cover.height}` }}
          >
            <Cover cover={post.cover} priority={priority} sizes={sizes} />
            {post.cover.kind === 'video' || post.cover.player ? (
              <span className={styles.badge}>{t('video')}</span>
            ) : null}
          </div>
        )}
        {date ? (
          <time className={styles.date} dateTime={post.publishedAt}>
            {date}
          </time>
        ) : null}
        <Heading
          className={styles.title}
          lang={shown.language === pageLocale ? undefined : shown.language}
        >
          {shown.title}
        </Heading>
      </AppLink>
    </article>
  );
}

function Cover({
  cover,
  priority,
  sizes,
}: {
  cover: Exclude<CardCover, { kind: 'none' }>;
  priority: Props['priority'];
  sizes: string;
}) {
  const loading = priority === 'lazy' ? 'lazy' : 'eager';
  const fetchPriority = priority === 'high' ? 'high' : undefined;
  if (cover.kind === 'video') {
    // The still is loaded like any card's picture, and is already an optimized address.
    return (
      <VideoOverStill
        src={cover.src}
        still={posterSrc(cover.poster, CARD_POSTER_WIDTH)}
        width={cover.width}
        height={cover.height}
        className={styles.picture}
        loading={{ loading, fetchPriority, unoptimized: true }}
      />
    );
  }
  return (
    <PlainImage
      src={cover.src}
      alt=""
      width={cover.width}
      height={cover.height}
      sizes={sizes}
      className={styles.picture}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
}
