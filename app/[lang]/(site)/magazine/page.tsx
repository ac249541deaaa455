import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[lang]/magazine'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/magazine');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('magazine') };
}

export default async function Page({ params }: PageProps<'/[lang]/magazine'>) {
  const locale = await resolvePage(params, '/magazine');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t('magazine')}</h1>
    </div>
  );
}
