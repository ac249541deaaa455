import { PageLanguages } from '@/components/layout/page-languages';

// The home's language switch: the other languages' homes.
export default function Languages({ params }: { params: Promise<{ lang: string }> }) {
  return <PageLanguages params={params} segments={[]} />;
}
