import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { TalentList } from '@/components/talents/talent-list';
import { resolvePage } from '@/lib/i18n/page';
import type { AppPathname, StaticPathname } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo';
import {
  subcategoryPath,
  type ModelSubcategory,
  type TalentSection,
  type TalentSubcategory,
} from '@/lib/talents/routes';

type Props = { params: Promise<{ lang: string }> };

/**
 * One talent sub-list route (for example /modelos/mujeres). Sub-categories are static folders,
 * not a [subcategory] segment: Next forbids two dynamic names ([subcategory], [id]) at one level.
 * An alias (/en/models/woman) serves the same list, its canonical URL the list's own path, so a
 * filter in its query still applies (a redirect would lose the query: pages never read it).
 */
export function subcategoryPage(
  section: TalentSection,
  subcategory: ModelSubcategory | TalentSubcategory,
  alias?: AppPathname,
) {
  const pathname = subcategoryPath(section, subcategory);
  const route = alias ?? pathname;

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await resolvePage(params, route);
    const t = await getTranslations({ locale, namespace: 'Nav' });
    // Sub-list paths are fixed folders (no dynamic segment), so the href needs no params.
    return { title: t(subcategory), alternates: alternates(pathname as StaticPathname, locale) };
  }

  async function Page({ params }: Props) {
    const locale = await resolvePage(params, route);
    return <TalentList locale={locale} list={subcategory} />;
  }

  return { generateMetadata, Page };
}
