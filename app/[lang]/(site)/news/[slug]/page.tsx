import type { Metadata } from 'next';

import { PostArticle } from '@/components/posts/post-page';
import { loadPost } from '@/lib/posts/load-post';
import { postMetadata } from '@/lib/posts/post-seo';

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/news/[slug]'>): Promise<Metadata> {
  return postMetadata(params, 'news');
}

export default async function Page({ params }: PageProps<'/[lang]/news/[slug]'>) {
  const { locale, post, shown } = await loadPost(params, 'news');
  return <PostArticle post={post} shown={shown} locale={locale} />;
}
