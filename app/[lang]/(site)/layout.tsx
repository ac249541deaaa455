import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getShellContent } from '@/lib/content/website';

// The page shell. Its content comes from the panel; if that fails, app/[lang]/error.tsx shows the
// error page (and nothing is cached), so an outage never leaves a half-empty page in the cache.
export default async function SiteLayout({ children }: { children: ReactNode }) {
  await getShellContent();
  const t = await getTranslations('Header');
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
