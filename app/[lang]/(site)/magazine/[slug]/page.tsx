import type { Metadata } from 'next';
import { loadPost, postMetadata, PostArticle } from '@/components/posts/post-page';

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[lang]/magazine/[slug]'>): Promise<Metadata> {
  return postMetadata(params, 'magazine');
}

export default async function Page({ params }: PageProps<'/[lang]/magazine/[slug]'>) {
  const { locale, post, shown } = await loadPost(params, 'magazine');
  return <PostArticle post={post} shown={shown} locale={locale} />;
}
