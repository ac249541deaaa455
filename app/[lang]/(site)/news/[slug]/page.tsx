import type { Metadata } from 'next';
import { loadPost, PostArticle } from '@/components/posts/post-page';
import { postPageMetadata } from '../../_posts/post-metadata';

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[lang]/news/[slug]'>): Promise<Metadata> {
  return postPageMetadata(params, 'news');
}

export default async function Page({ params }: PageProps<'/[lang]/news/[slug]'>) {
  const { locale, post, shown } = await loadPost(params, 'news');
  return <PostArticle post={post} shown={shown} locale={locale} />;
}
