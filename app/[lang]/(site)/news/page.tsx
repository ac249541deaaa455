import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PostsIndex } from '@/components/posts/posts-index';
import { resolvePage } from '@/lib/i18n/page';
import { alternates } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[lang]/news'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/news');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('news'), alternates: alternates('/news', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/news'>) {
  const locale = await resolvePage(params, '/news');
  return <PostsIndex section="news" locale={locale} />;
}
