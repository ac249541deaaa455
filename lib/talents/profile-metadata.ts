import type { Metadata } from 'next';
import type { Talent } from '../integration/types';

/** '{name} | {product name}': the layout's title template adds the product name. */
export function profileMetadata(talent: Talent): Metadata {
  const place = [talent.city, talent.country].filter(Boolean).join(', ');
  return {
    title: talent.name,
    description: place ? `${talent.name} · ${place}` : talent.name,
    openGraph: talent.cover ? { images: [{ url: talent.cover, alt: talent.name }] } : undefined,
  };
}
