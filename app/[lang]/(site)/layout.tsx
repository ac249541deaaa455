import { getTranslations } from 'next-intl/server';

import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { resolveLocale } from '@/lib/i18n/page';
import { getShellContent } from '@/lib/services/content';

// The page shell. Its content comes from the panel; if that fails, app/[lang]/error.tsx shows the
// error page (and nothing is cached), so an outage never leaves a half-empty page in the cache.
// Its locale comes from the route: read from the request, before app/[lang]/layout.tsx has refused
// an unknown one, it failed the whole answer (a 500 for /favicon.ico). The header's language
// switch and phone menu come from the `@languages` slot, which, unlike a layout, knows the page's
// route (components/layout/page-languages.tsx).
export default async function SiteLayout({ children, languages, params }: LayoutProps<'/[lang]'>) {
  const lang = await resolveLocale(params);
  await getShellContent();
  const t = await getTranslations({ locale: lang, namespace: 'Header' });
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader languages={languages} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
