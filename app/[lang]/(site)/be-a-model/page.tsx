import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[lang]/be-a-model'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/be-a-model');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('beAModel') };
}

export default async function Page({ params }: PageProps<'/[lang]/be-a-model'>) {
  const locale = await resolvePage(params, '/be-a-model');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t('beAModel')}</h1>
    </div>
  );
}
