import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolvePage } from '@/lib/i18n/page';
import { getPostBySlug } from '@/lib/panel';
import { AppError } from '@/lib/errors';

async function load(params: PageProps<'/[lang]/news/[slug]'>['params']) {
  const { slug } = await params;
  const locale = await resolvePage(params, '/news/[slug]');
  try {
    const post = await getPostBySlug(slug);
    if (post.section !== 'news') notFound();
    return { locale, post };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: PageProps<'/[lang]/news/[slug]'>): Promise<Metadata> {
  const { post } = await load(params);
  return { title: { absolute: `${post.title} | Blog` } };
}

export default async function Page({ params }: PageProps<'/[lang]/news/[slug]'>) {
  const { post } = await load(params);
  return (
    <article className="page">
      <h1 className="page-title">{post.title}</h1>
    </article>
  );
}
