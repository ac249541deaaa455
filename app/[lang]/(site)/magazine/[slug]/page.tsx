import type { Metadata } from 'next';

import { PostArticle } from '@/components/posts/post-page';
import { productName } from '@/lib/content/website';
import { postMetadata } from '@/lib/posts/post-seo';
import { getShellContent } from '@/lib/services/content';
import { loadPost } from '@/lib/services/load-post';

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/magazine/[slug]'>): Promise<Metadata> {
  const [loaded, content] = await Promise.all([loadPost(params, 'magazine'), getShellContent()]);
  return postMetadata(loaded, 'magazine', productName(content));
}

export default async function Page({ params }: PageProps<'/[lang]/magazine/[slug]'>) {
  const { locale, post, shown } = await loadPost(params, 'magazine');
  return <PostArticle post={post} shown={shown} locale={locale} />;
}
