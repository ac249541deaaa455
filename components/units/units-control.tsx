import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import { UnitsChoice, type UnitsLabels } from './units-choice';

/** The units choice in the page's language, where measures are shown. */
export async function UnitsControl({ locale, className }: { locale: Locale; className?: string }) {
  return <UnitsChoice labels={await unitsLabels(locale)} className={className} />;
}

export async function unitsLabels(locale: Locale): Promise<UnitsLabels> {
  const t = await getTranslations({ locale, namespace: 'Units' });
  return {
    legend: t('legend'),
    metric: t('metric'),
    metricHint: t('metricHint'),
    imperial: t('imperial'),
    imperialHint: t('imperialHint'),
  };
}
