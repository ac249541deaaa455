import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { TalentList } from '@/components/talents/talent-list';
import { resolvePage } from '@/lib/i18n/page';
import { alternates } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[lang]/models'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/models');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('models'), alternates: alternates('/models', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/models'>) {
  const locale = await resolvePage(params, '/models');
  return <TalentList locale={locale} list="models" />;
}
