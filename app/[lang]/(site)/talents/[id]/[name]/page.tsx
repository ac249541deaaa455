import type { Metadata } from 'next';
import { loadProfile } from '@/lib/talents/load-profile';
import { profileMetadata } from '@/lib/talents/profile-metadata';
import { TalentProfile } from '@/components/talents/profile/talent-profile';

export async function generateMetadata({ params }: PageProps<'/[lang]/talents/[id]/[name]'>): Promise<Metadata> {
  const { talent } = await loadProfile(params, 'talents');
  return profileMetadata(talent);
}

export default async function Page({ params }: PageProps<'/[lang]/talents/[id]/[name]'>) {
  const { locale, talent } = await loadProfile(params, 'talents');
  return <TalentProfile talent={talent} locale={locale} />;
}
