import { getTranslations } from 'next-intl/server';

import { ArtPicture } from '@/components/content/art-picture';
import { RichText } from '@/components/content/rich-text';
import { ClientMessages } from '@/components/i18n/client-messages';
import { websiteCopy } from '@/lib/content/rich-text';
import type { Locale } from '@/lib/i18n/routing';
import { toPostCards } from '@/lib/posts/cards';
import { POSTS_INITIAL } from '@/lib/posts/constants';
import type { PostsPage, Section } from '@/lib/posts/types';
import { getShellContent, getSlides } from '@/lib/services/content';
import { getPosts } from '@/lib/services/posts';

import { PostList } from './post-list';
import styles from './posts-index.module.css';

/**
 * The news or magazine page: the section's slide as a banner when the panel has one, its title and
 * intro, and the first 20 posts rendered here; the list goes on in the browser.
 */
export async function PostsIndex({ section, locale }: { section: Section; locale: Locale }) {
  const [answer, slides, content, nav, t] = await Promise.all([
    getPosts(section, 1, POSTS_INITIAL),
    getSlides(section),
    getShellContent(),
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Posts' }),
  ]);
  const first: PostsPage = {
    section,
    posts: await toPostCards(answer.posts),
    page: answer.page,
    lastPage: answer.lastPage,
  };
  const introName = `${section}_intro`;
  const banner = slides[0];
  return (
    <>
      {banner ? (
        <div className={styles.banner}>
          <ArtPicture image={banner.image} alt="" priority className={styles.bannerImage} />
        </div>
      ) : null}
      <div className={`page ${banner ? styles.belowBanner : ''}`}>
        <header className={styles.header}>
          <h1 className={`page-title ${styles.title}`}>{nav(section)}</h1>
          {content.texts[introName] ? (
            <RichText
              html={websiteCopy(content.texts, introName, locale).html}
              className={styles.intro}
            />
          ) : (
            <p className={styles.intro}>{t(section === 'news' ? 'newsIntro' : 'magazineIntro')}</p>
          )}
        </header>
        <ClientMessages namespaces={['PostsClient']}>
          <PostList first={first} leadPicture={!banner} />
        </ClientMessages>
      </div>
    </>
  );
}
