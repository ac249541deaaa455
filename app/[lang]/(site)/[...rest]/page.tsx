import { notFound } from 'next/navigation';

import { resolvePage } from '@/lib/i18n/page';

// Any address can reach this page, so it is rendered per request and never stored.
export const dynamic = 'force-dynamic';

// Any path no route matches: the localized 404 page, inside the site's shell.
export default async function CatchAll({ params }: PageProps<'/[lang]/[...rest]'>) {
  await resolvePage(params, '/');
  notFound();
}
