import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import type { Locale } from '../i18n/routing';
import { absoluteUrl } from '../seo';
import { canonicalProfile } from './routes';
import type { Talent } from './types';

/**
 * A composite card's metadata: '{name} · Composite card'. It repeats the profile in print form, so
 * search engines are sent to the profile (noindex, canonical to the profile).
 */
export async function cardPageMetadata(talent: Talent, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Card' });
  return {
    title: `${talent.name} · ${t('title')}`,
    robots: { index: false },
    alternates: { canonical: absoluteUrl(canonicalProfile(talent), locale) },
  };
}
