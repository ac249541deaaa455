import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PostsIndex } from '@/components/posts/posts-index';
import { resolvePage } from '@/lib/i18n/page';
import { alternates } from '@/lib/seo';

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/magazine'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/magazine');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('magazine'), alternates: alternates('/magazine', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/magazine'>) {
  const locale = await resolvePage(params, '/magazine');
  return <PostsIndex section="magazine" locale={locale} />;
}
