import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';
import { TalentList } from '@/components/talents/talent-list';

export async function generateMetadata({ params }: PageProps<'/[lang]/talents'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/talents');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('talents') };
}

export default async function Page({ params }: PageProps<'/[lang]/talents'>) {
  const locale = await resolvePage(params, '/talents');
  return <TalentList locale={locale} list="talents" />;
}
