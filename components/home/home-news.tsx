import { getTranslations } from 'next-intl/server';

import { PostCard } from '@/components/posts/post-card';
import { AppLink } from '@/components/ui/app-link';
import { ArrowIcon } from '@/components/ui/icons';
import { HOME_BLOG_ITEMS } from '@/lib/content/constants';
import { hasRoute, type Locale } from '@/lib/i18n/routing';
import type { PostCardData } from '@/lib/posts/types';

import styles from './home.module.css';

const CARD_SIZES = '(min-width: 1440px) 440px, (min-width: 1024px) 30vw, 100vw';

/** The home's news section (docs/product.md, "Home"): the first three items of the news list. */
export async function HomeNews({ locale, posts }: { locale: Locale; posts: PostCardData[] }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  if (posts.length === 0) return null;
  // Portuguese has no news pages: its links open the Spanish ones, and cards read in Spanish.
  const linkLocale = hasRoute(locale, '/news') ? undefined : 'es';
  const readingLocale = linkLocale ?? locale;
  return (
    <section className={styles.news} aria-labelledby="home-news">
      <div className={styles.newsHead}>
        <h2 id="home-news" className={styles.sectionTitle}>
          {t('newsTitle')}
        </h2>
        <AppLink href="/news" locale={linkLocale} className={`action-link ${styles.more}`}>
          {t('newsAll')}
          <ArrowIcon direction="right" />
        </AppLink>
      </div>
      <div className={styles.newsGrid}>
        {posts.slice(0, HOME_BLOG_ITEMS).map((post) => (
          <PostCard
            key={post.id}
            post={post}
            section="news"
            locale={readingLocale}
            linkLocale={linkLocale}
            headingLevel={3}
            sizes={CARD_SIZES}
            frame="4 / 5"
          />
        ))}
      </div>
    </section>
  );
}
