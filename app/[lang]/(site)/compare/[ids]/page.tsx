import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';

import { ComparisonView } from '@/components/compare/comparison-view';
import { resolvePage } from '@/lib/i18n/page';
import { talentsByIds } from '@/lib/services/talents';
import { parseComparisonIds } from '@/lib/talents/comparison';

type Props = PageProps<'/[lang]/compare/[ids]'>;

// Rendered per request and never stored, as a shared selection: anyone can compose its address.
// Its lists are the cached reads of the list pages, so a render costs no back-end call.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePage(params, '/compare/[ids]');
  const t = await getTranslations({ locale, namespace: 'Compare' });
  return { title: t('title'), robots: { index: false } };
}

/** Two to four talents side by side (issue 48): their ids are the path, as a selection's. */
export default async function Page({ params }: Props) {
  const { ids } = await params;
  const comparison = parseComparisonIds(ids);
  if (comparison.kind === 'invalid') notFound();
  const locale = await resolvePage(params, '/compare/[ids]');
  const { talents, skipped } = await talentsByIds(comparison.ids);
  return (
    <ComparisonView
      talents={talents}
      skipped={skipped}
      dropped={comparison.dropped}
      locale={locale}
    />
  );
}
