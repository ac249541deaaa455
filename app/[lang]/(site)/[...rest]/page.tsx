import { notFound } from 'next/navigation';

import { resolvePage } from '@/lib/i18n/page';

// Rendered on first request and cached, like every page.
export function generateStaticParams() {
  return [];
}

// Any path no route matches: the localized 404 page, inside the site's shell.
export default async function CatchAll({ params }: PageProps<'/[lang]/[...rest]'>) {
  await resolvePage(params, '/');
  notFound();
}
