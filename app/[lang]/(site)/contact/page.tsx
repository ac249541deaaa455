import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[lang]/contact'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/contact');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('contact') };
}

export default async function Page({ params }: PageProps<'/[lang]/contact'>) {
  const locale = await resolvePage(params, '/contact');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t('contact')}</h1>
    </div>
  );
}
