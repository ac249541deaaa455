import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[lang]/privacy'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/privacy');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('privacy') };
}

export default async function Page({ params }: PageProps<'/[lang]/privacy'>) {
  const locale = await resolvePage(params, '/privacy');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t('privacy')}</h1>
    </div>
  );
}
