import { PageLanguages } from '@/components/layout/page-languages';

// A page the slot does not match: the switch leads to the other languages' homes.
export default function Languages({ params }: { params: Promise<{ lang: string }> }) {
  return <PageLanguages params={params} segments={null} />;
}
