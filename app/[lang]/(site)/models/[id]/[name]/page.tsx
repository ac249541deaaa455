import type { Metadata } from 'next';
import { loadProfile } from '@/lib/talents/load-profile';
import { profileMetadata } from '@/lib/talents/profile-metadata';
import { TalentProfile } from '@/components/talents/profile/talent-profile';

export async function generateMetadata({ params }: PageProps<'/[lang]/models/[id]/[name]'>): Promise<Metadata> {
  const { talent } = await loadProfile(params, 'models');
  return profileMetadata(talent);
}

export default async function Page({ params }: PageProps<'/[lang]/models/[id]/[name]'>) {
  const { locale, talent } = await loadProfile(params, 'models');
  return <TalentProfile talent={talent} locale={locale} />;
}
