import { JsonLd } from '@/components/seo/json-ld';
import { productName } from '@/lib/content/website';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo';
import { getShellContent } from '@/lib/services/content';
import { personLd } from '@/lib/structured-data';
import { canonicalProfile } from '@/lib/talents/routes';
import type { Talent } from '@/lib/talents/types';

/** A talent profile's schema.org Person, rendered by the profile page beside the profile. */
export async function PersonJsonLd({ talent, locale }: { talent: Talent; locale: Locale }) {
  const content = await getShellContent();
  const agency = { name: productName(content), url: absoluteUrl('/', locale) };
  return <JsonLd data={personLd(talent, absoluteUrl(canonicalProfile(talent), locale), agency)} />;
}
