import 'server-only';

import type { Metadata } from 'next';

import { mediaUrl } from '../env/public.mjs';
import type { Locale } from '../i18n/routing';
import { absoluteUrl, alternates, socialCards } from '../seo';
import { canonicalProfile } from './routes';
import type { Talent } from './types';

/**
 * A profile's metadata: '{name} | {product name}' (the layout's title template adds the product
 * name), its canonical URL, hreflang alternates and social cards with the cover, shared under the
 * site's name.
 */
export function profilePageMetadata(talent: Talent, locale: Locale, siteName: string): Metadata {
  const href = canonicalProfile(talent);
  const place = [talent.city, talent.country].filter(Boolean).join(', ');
  const description = place ? `${talent.name} · ${place}` : talent.name;
  return {
    title: talent.name,
    description,
    alternates: alternates(href, locale),
    ...socialCards({
      type: 'profile',
      title: talent.name,
      description,
      url: absoluteUrl(href, locale),
      image: talent.cover ? mediaUrl(talent.cover) : null,
      imageAlt: talent.name,
      siteName,
      locale,
    }),
  };
}
