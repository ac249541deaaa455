import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[lang]/future-face'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/future-face');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('newFaces') };
}

export default async function Page({ params }: PageProps<'/[lang]/future-face'>) {
  const locale = await resolvePage(params, '/future-face');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t('newFaces')}</h1>
    </div>
  );
}
