import 'server-only';

import { site } from '../env/public.mjs';
import type { Locale } from '../i18n/routing';
import type { Localized, SiteContent } from './types';

export function productName(content: SiteContent): string {
  return content.customizations.brand.name || site.productName;
}

/**
 * A website text in a locale, falling back to Spanish and then to the key itself (docs/product.md,
 * "Website content").
 */
export function websiteText(
  texts: Record<string, Localized>,
  name: string,
  locale: Locale,
): string {
  const value = texts[name];
  return value?.[locale] || value?.es || name;
}

export function instagramUrl(content: SiteContent): string | null {
  return (
    content.socialMedias.find((media) => media.name.toLowerCase() === 'instagram')?.url ?? null
  );
}
