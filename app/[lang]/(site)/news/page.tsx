import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[lang]/news'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/news');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('news') };
}

export default async function Page({ params }: PageProps<'/[lang]/news'>) {
  const locale = await resolvePage(params, '/news');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t('news')}</h1>
    </div>
  );
}
