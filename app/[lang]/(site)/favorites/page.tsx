import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { FavoritesCompare } from '@/components/compare/favorites-compare';
import { FavoritesBoard } from '@/components/favorites/favorites-board';
import { ShareSelection } from '@/components/favorites/share-selection';
import { QuoteFormSection } from '@/components/forms/quote-form-section';
import { ClientMessages } from '@/components/i18n/client-messages';
import { UnitsControl } from '@/components/units/units-control';
import { resolvePage } from '@/lib/i18n/page';
import { hasRoute } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo';

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/favorites'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/favorites');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('favorites'), alternates: alternates('/favorites', locale) };
}

export default async function Page({ params }: PageProps<'/[lang]/favorites'>) {
  const locale = await resolvePage(params, '/favorites');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t('favorites')}</h1>
      <ClientMessages namespaces={['Notes']}>
        <FavoritesBoard
          browseHref={hasRoute(locale, '/models') ? '/models' : '/models/women'}
          units={<UnitsControl locale={locale} />}
        />
      </ClientMessages>
      <ClientMessages namespaces={['Compare']}>
        <FavoritesCompare />
      </ClientMessages>
      <ShareSelection />
      <QuoteFormSection />
    </div>
  );
}
