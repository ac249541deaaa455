import 'server-only';
import type { Metadata } from 'next';
import { loadPost, postMetadata } from '@/components/posts/post-page';
import { getShellContent, productName } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/routing';
import type { PostItem, Section } from '@/lib/panel/types';
import { chooseBatchItem } from '@/lib/posts/batch';
import { coverKind } from '@/lib/posts/cover';
import { mediaUrl } from '@/lib/site';
import { alternates, socialCards, type Href } from '@/lib/seo';

type Params = Promise<{ lang: string; slug: string }>;

/**
 * A post's metadata (components/posts/post-page.tsx) completed with hreflang alternates and the
 * social cards. A batch post has a slug per language, so each alternate links its own item.
 */
export async function postPageMetadata(params: Params, section: Section): Promise<Metadata> {
  const [base, { locale, post, shown }, content] = await Promise.all([postMetadata(params, section), loadPost(params, section), getShellContent()]);
  const hrefIn = (other: Locale): Href => postHref(section, chooseBatchItem(post, other).slug);
  const links = alternates(hrefIn, locale);
  const image = coverImage(shown);
  return {
    ...base,
    alternates: links,
    ...socialCards({
      type: 'article',
      title: shown.title,
      description: typeof base.description === 'string' ? base.description : shown.title,
      url: typeof links.canonical === 'string' ? links.canonical : '',
      image: image ? mediaUrl(image) : null,
      imageAlt: shown.title,
      siteName: productName(content),
      locale,
      publishedTime: shown.publishedAt || post.publishedAt,
    }),
  };
}

function postHref(section: Section, slug: string): Href {
  return section === 'news' ? { pathname: '/news/[slug]', params: { slug } } : { pathname: '/magazine/[slug]', params: { slug } };
}

/** The picture a post shares: its cover when that is an image, else its thumbnail (a video's still). */
function coverImage(shown: PostItem): string | null {
  return (coverKind(shown.cover).kind === 'image' ? shown.cover : shown.thumbnail) || null;
}
