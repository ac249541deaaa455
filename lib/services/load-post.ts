import 'server-only';

import { notFound } from 'next/navigation';

import { AppError } from '../errors';
import { resolvePage } from '../i18n/page';
import { chooseBatchItem } from '../posts/batch';
import type { Section } from '../posts/types';
import { getPostBySlug } from './posts';

export type PostParams = Promise<{ lang: string; slug: string }>;

/**
 * The post of a slug in a section; an unknown slug, or a post of the other section, is a 404
 * (docs/product.md, "Post page").
 */
export async function loadPost(params: PostParams, section: Section) {
  const { slug } = await params;
  const locale = await resolvePage(
    params,
    section === 'news' ? '/news/[slug]' : '/magazine/[slug]',
  );
  try {
    const post = await getPostBySlug(slug);
    if (post.section !== section) notFound();
    return { locale, post, shown: chooseBatchItem(post, locale) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}
