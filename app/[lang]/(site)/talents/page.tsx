import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { TalentList } from '@/components/talents/talent-list';
import { resolvePage } from '@/lib/i18n/page';
import { alternates } from '@/lib/seo';

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/talents'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/talents');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('talents'), alternates: alternates('/talents', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/talents'>) {
  const locale = await resolvePage(params, '/talents');
  return <TalentList locale={locale} list="talents" />;
}
