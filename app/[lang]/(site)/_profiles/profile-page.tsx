import type { Metadata } from 'next';

import { CardPage } from '@/components/composite/card-page';
import { PersonJsonLd } from '@/components/talents/profile/person-json-ld';
import { TalentProfile } from '@/components/talents/profile/talent-profile';
import { productName } from '@/lib/content/website';
import { getShellContent } from '@/lib/services/content';
import { loadProfile } from '@/lib/services/load-profile';
import { cardPageMetadata } from '@/lib/talents/card-seo';
import { profilePageMetadata } from '@/lib/talents/profile-seo';
import type { TalentSection } from '@/lib/talents/routes';

type Props = { params: Promise<{ lang: string; id: string; name: string }> };

/**
 * A talent's profile route under its section (/models/[id]/[name] or /talents/[id]/[name]). Both
 * sections show the same page; a talent reached under the other section redirects to its own.
 */
export function profilePage(section: TalentSection) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const [{ locale, talent }, content] = await Promise.all([
      loadProfile(params, section),
      getShellContent(),
    ]);
    return profilePageMetadata(talent, locale, productName(content));
  }

  async function Page({ params }: Props) {
    const { locale, talent } = await loadProfile(params, section);
    return (
      <>
        <TalentProfile talent={talent} locale={locale} />
        <PersonJsonLd talent={talent} locale={locale} />
      </>
    );
  }

  return { generateMetadata, Page };
}

/** A talent's composite card route (…/[id]/[name]/card), under its section like the profile. */
export function cardPage(section: TalentSection) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, talent } = await loadProfile(params, section, 'card');
    return cardPageMetadata(talent, locale);
  }

  async function Page({ params }: Props) {
    const { locale, talent } = await loadProfile(params, section, 'card');
    return <CardPage talent={talent} locale={locale} />;
  }

  return { generateMetadata, Page };
}
