import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { TalentList } from '@/components/talents/talent-list';
import { resolvePage } from '@/lib/i18n/page';
import { alternates } from '@/lib/seo';

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/future-face'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/future-face');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('newFaces'), alternates: alternates('/future-face', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/future-face'>) {
  const locale = await resolvePage(params, '/future-face');
  return <TalentList locale={locale} list="newFaces" />;
}
