import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';

import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getShellContent } from '@/lib/content/website';
import { routing } from '@/lib/i18n/routing';

// The page shell. Its content comes from the panel; if that fails, app/[lang]/error.tsx shows the
// error page (and nothing is cached), so an outage never leaves a half-empty page in the cache.
// Its locale comes from the route, checked here too: Next may render this layout beside
// app/[lang]/layout.tsx, before that one has refused an unknown locale and set the request's, and
// a locale read from the request then fails the whole answer (a 500 for /favicon.ico).
export default async function SiteLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  await getShellContent();
  const t = await getTranslations({ locale: lang, namespace: 'Header' });
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
