import 'server-only';

import { getMessages, getTranslations } from 'next-intl/server';

import type { Locale } from '../i18n/routing';
import type { MeasureKey } from './types';

/** The translations measureRows needs, for a page in `locale`. */
export async function measureTranslator(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Measures' });
  const colors = new Map(Object.entries((await getMessages({ locale })).Colors));
  return {
    locale,
    label: (key: MeasureKey | 'chest' | 'bustChest') => t(key),
    color: (key: string) => colors.get(key) ?? null,
  };
}
