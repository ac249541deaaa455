import { getTranslations } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { BackLink } from '@/components/ui/back-link';
import { richHtml } from '@/lib/content/rich-text';
import type { Locale } from '@/lib/i18n/routing';
import { formatPostDate } from '@/lib/posts/date';
import { articleLd } from '@/lib/posts/post-seo';
import type { Post, PostItem } from '@/lib/posts/types';

import { PostBody } from './post-body';
import { PostCover } from './post-cover';
import styles from './post-page.module.css';

/**
 * The post page (docs/product.md, "Post page"): back button, title, cover and sanitized content,
 * all rendered on the server.
 */
export async function PostArticle({
  post,
  shown,
  locale,
}: {
  post: Post;
  shown: PostItem;
  locale: Locale;
}) {
  const [t, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'Posts' }),
    getTranslations({ locale, namespace: 'Nav' }),
  ]);
  const section = post.section;
  const lang = shown.language === locale ? undefined : shown.language;
  const date = formatPostDate(shown.publishedAt || post.publishedAt, locale);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <BackLink href={`/${section}`} label={t('back')} />
        <p className={styles.meta}>
          <span>{nav(section)}</span>
          {date ? <time dateTime={shown.publishedAt || post.publishedAt}>{date}</time> : null}
        </p>
        <h1 className={styles.title} lang={lang}>
          {shown.title}
        </h1>
      </header>
      <PostCover
        cover={shown.cover}
        thumbnail={shown.thumbnail}
        title={shown.title}
        locale={locale}
      />
      <PostBody html={richHtml(shown.content)} title={shown.title} lang={lang} locale={locale} />
      <footer className={styles.footer}>
        <BackLink href={`/${section}`} label={t('backTo', { section: nav(section) })} />
      </footer>
      <JsonLd data={articleLd(shown, section, locale)} />
    </article>
  );
}
