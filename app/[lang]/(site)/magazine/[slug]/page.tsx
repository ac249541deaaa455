import type { Metadata } from 'next';

import { PostArticle } from '@/components/posts/post-page';
import { loadPost } from '@/lib/posts/load-post';
import { postMetadata } from '@/lib/posts/post-seo';

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/magazine/[slug]'>): Promise<Metadata> {
  return postMetadata(params, 'magazine');
}

export default async function Page({ params }: PageProps<'/[lang]/magazine/[slug]'>) {
  const { locale, post, shown } = await loadPost(params, 'magazine');
  return <PostArticle post={post} shown={shown} locale={locale} />;
}
