import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';

import { SelectionEmpty, SelectionView } from '@/components/selection/selection-view';
import { resolvePage } from '@/lib/i18n/page';
import { absoluteUrl } from '@/lib/seo';
import { talentsByIds } from '@/lib/services/talents';
import { parseSelectionIds, SELECTION_MAX } from '@/lib/talents/selection';

type Props = PageProps<'/[lang]/selection/[ids]'>;

// Rendered per request and never stored: anyone can compose a selection's address, so keeping
// each one would let a script fill the cache. Its three lists are cached reads, so a render costs
// no back-end call.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePage(params, '/selection/[ids]');
  const t = await getTranslations({ locale, namespace: 'Selection' });
  // A selection is someone's short list, not content to be found by search engines.
  return { title: t('title'), robots: { index: false } };
}

/**
 * A shared selection (issue 12): the talent ids are the path, so the link carries no personal data.
 */
export default async function Page({ params }: Props) {
  const { ids } = await params;
  const selection = parseSelectionIds(ids);
  if (selection.kind === 'invalid') notFound();
  const locale = await resolvePage(params, '/selection/[ids]');

  if (selection.kind === 'tooMany') {
    const t = await getTranslations({ locale, namespace: 'Selection' });
    return (
      <div className="page">
        <h1 className="page-title">{t('tooManyTitle')}</h1>
        <SelectionEmpty
          message={t('tooMany', { count: selection.count, max: SELECTION_MAX })}
          browse={t('browse')}
          locale={locale}
        />
      </div>
    );
  }

  const { talents, skipped } = await talentsByIds(selection.ids);
  const url = absoluteUrl({ pathname: '/selection/[ids]', params: { ids } }, locale);
  return <SelectionView talents={talents} skipped={skipped} url={url} locale={locale} />;
}
