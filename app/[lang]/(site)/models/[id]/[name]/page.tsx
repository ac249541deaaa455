import type { Metadata } from 'next';
import { loadProfile } from '@/lib/talents/load-profile';
import { profilePageMetadata } from '@/lib/talents/profile-seo';
import { TalentProfile } from '@/components/talents/profile/talent-profile';
import { PersonJsonLd } from '@/components/talents/profile/person-json-ld';

// Rendered on a profile's first request, then served from the cache.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[lang]/models/[id]/[name]'>): Promise<Metadata> {
  const { locale, talent } = await loadProfile(params, 'models');
  return profilePageMetadata(talent, locale);
}

export default async function Page({ params }: PageProps<'/[lang]/models/[id]/[name]'>) {
  const { locale, talent } = await loadProfile(params, 'models');
  return (
    <>
      <TalentProfile talent={talent} locale={locale} />
      <PersonJsonLd talent={talent} locale={locale} />
    </>
  );
}
