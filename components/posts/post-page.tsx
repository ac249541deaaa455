import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppError } from '@/lib/errors';
import { resolvePage } from '@/lib/i18n/page';
import { getPostBySlug } from '@/lib/panel';
import type { Post, PostItem, Section } from '@/lib/panel/types';
import { chooseBatchItem } from '@/lib/posts/batch';
import { coverKind } from '@/lib/posts/cover';
import { formatPostDate } from '@/lib/posts/date';
import { toPlainText } from '@/lib/posts/sanitize';
import { richHtml } from '@/lib/content/rich-text';
import { absoluteUrl, alternates, socialCards } from '@/lib/seo';
import { getShellContent, productName } from '@/lib/content/site';
import { mediaUrl } from '@/lib/site';
import type { Locale } from '@/lib/i18n/routing';
import { RichText } from '@/components/content/rich-text';
import { BackLink } from '@/components/ui/back-link';
import { JsonLd } from '@/components/seo/json-ld';
import { PostCover } from './post-cover';
import styles from './post-page.module.css';

type Params = Promise<{ lang: string; slug: string }>;

/** The post of a slug in a section; an unknown slug, or a post of the other section, is a 404 (docs/product.md, "Post page"). */
export async function loadPost(params: Params, section: Section) {
  const { slug } = await params;
  const locale = await resolvePage(params, section === 'news' ? '/news/[slug]' : '/magazine/[slug]');
  try {
    const post = await getPostBySlug(slug);
    if (post.section !== section) notFound();
    return { locale, post, shown: chooseBatchItem(post, locale) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}

const postHref = (section: Section, slug: string) => ({ pathname: section === 'news' ? '/news/[slug]' : '/magazine/[slug]', params: { slug } }) as const;

/**
 * A post's metadata: its own title, a description from its text, hreflang alternates (a batch post
 * has a slug per language, so each links its own item) and the social cards with its picture.
 */
export async function postMetadata(params: Params, section: Section): Promise<Metadata> {
  const [{ locale, post, shown }, content] = await Promise.all([loadPost(params, section), getShellContent()]);
  const description = toPlainText(shown.content).slice(0, 160);
  const links = alternates((other) => postHref(section, chooseBatchItem(post, other).slug), locale);
  const picture = postPicture(shown);
  return {
    title: { absolute: `${shown.title} | Blog` },
    description,
    alternates: links,
    ...socialCards({
      type: 'article',
      title: shown.title,
      description,
      url: absoluteUrl(postHref(section, shown.slug), locale),
      image: picture ? mediaUrl(picture) : null,
      imageAlt: shown.title,
      siteName: productName(content),
      locale,
      publishedTime: shown.publishedAt || post.publishedAt,
    }),
  };
}

/** The post page (docs/product.md, "Post page"): back button, title, cover and sanitized content, all rendered on the server. */
export async function PostArticle({ post, shown, locale }: { post: Post; shown: PostItem; locale: Locale }) {
  const [t, nav] = await Promise.all([getTranslations({ locale, namespace: 'Posts' }), getTranslations({ locale, namespace: 'Nav' })]);
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
      <PostCover cover={shown.cover} thumbnail={shown.thumbnail} title={shown.title} locale={locale} />
      <RichText html={richHtml(shown.content)} lang={lang} className={styles.body} />
      <footer className={styles.footer}>
        <BackLink href={`/${section}`} label={t('backTo', { section: nav(section) })} />
      </footer>
      <JsonLd data={articleLd(shown, section, locale)} />
    </article>
  );
}

function articleLd(shown: PostItem, section: Section, locale: Locale) {
  return {
    '@type': section === 'news' ? 'NewsArticle' : 'Article',
    headline: shown.title,
    inLanguage: shown.language,
    datePublished: shown.publishedAt || undefined,
    image: postPicture(shown) ?? undefined,
    mainEntityOfPage: absoluteUrl(postHref(section, shown.slug), locale),
  };
}

/** The picture a post shows and shares: its cover when that is an image, else its thumbnail (a video's still). */
function postPicture(shown: PostItem): string | null {
  return (coverKind(shown.cover).kind === 'image' ? shown.cover : shown.thumbnail) || null;
}
