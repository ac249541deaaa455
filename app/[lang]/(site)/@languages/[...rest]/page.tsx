import { PageLanguages } from '@/components/layout/page-languages';

type Props = { params: Promise<{ lang: string; rest: string[] }> };

// Like the pages it stands beside: each is rendered on its first request and cached from then on.
export function generateStaticParams() {
  return [];
}

// The language switch of every page but the home: the slot matches the page's URL, and its
// segments say which page it is (components/layout/page-languages.tsx).
export default async function Languages({ params }: Props) {
  const { rest } = await params;
  return <PageLanguages params={params} segments={rest} />;
}
