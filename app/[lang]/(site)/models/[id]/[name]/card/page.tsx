import type { Metadata } from 'next';
import { loadProfile } from '@/lib/talents/load-profile';
import { cardPageMetadata } from '@/lib/talents/card-seo';
import { CardPage } from '@/components/composite/card-page';

type Props = PageProps<'/[lang]/models/[id]/[name]/card'>;

// Each card is rendered on its first request and then cached like the profiles.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, talent } = await loadProfile(params, 'models', 'card');
  return cardPageMetadata(talent, locale);
}

export default async function Page({ params }: Props) {
  const { locale, talent } = await loadProfile(params, 'models', 'card');
  return <CardPage talent={talent} locale={locale} />;
}
