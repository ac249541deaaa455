import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[lang]/about-us'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/about-us');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('about') };
}

export default async function Page({ params }: PageProps<'/[lang]/about-us'>) {
  const locale = await resolvePage(params, '/about-us');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t('about')}</h1>
    </div>
  );
}
