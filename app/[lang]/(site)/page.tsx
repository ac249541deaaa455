import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';
import { getShellContent, productName } from '@/lib/content/site';

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const locale = await resolvePage(params, '/');
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const name = productName(await getShellContent());
  return (
    <div className="page">
      <h1 className="page-title">{name}</h1>
      <p className="eyebrow">{t('home')}</p>
    </div>
  );
}
