import type { Metadata } from 'next';
import { loadPost, PostArticle } from '@/components/posts/post-page';
import { postPageMetadata } from '../../_posts/post-metadata';

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[lang]/magazine/[slug]'>): Promise<Metadata> {
  return postPageMetadata(params, 'magazine');
}

export default async function Page({ params }: PageProps<'/[lang]/magazine/[slug]'>) {
  const { locale, post, shown } = await loadPost(params, 'magazine');
  return <PostArticle post={post} shown={shown} locale={locale} />;
}
