import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';

import '../globals.css';

import { ClientShell } from '@/components/layout/client-shell';
import { ShellStatus } from '@/components/layout/shell-status';
import { DEFER_FONTS_SCRIPT } from '@/components/layout/web-fonts-script';
import { UNITS_SCRIPT } from '@/components/units/units-script';
import { productName } from '@/lib/content/website';
import { site } from '@/lib/env/public.mjs';
import { pickMessages, SHELL_NAMESPACES, type Messages } from '@/lib/i18n/messages';
import { resolveLocale } from '@/lib/i18n/page';
import { routing } from '@/lib/i18n/routing';
import { getShellContent } from '@/lib/services/content';
import { prerenderedLocales } from '@/lib/services/prerender';

import { inter, playfair } from '../fonts';

// Pages are served from Next's full-route cache: prerendered at build time when the back-ends
// answer, else rendered on their first request, and cached from then on (ISR).
export const generateStaticParams = prerenderedLocales;

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Metadata' });
  const content = await getShellContent().catch(() => null);
  const name = content ? productName(content) : site.productName;
  return {
    metadataBase: new URL(site.url),
    title: { template: `%s | ${name}`, default: `${name} | ${t('home')}` },
    description: t('description'),
    applicationName: name,
    openGraph: { siteName: name, locale: lang, type: 'website' },
  };
}

export const viewport: Viewport = { themeColor: '#0b0b0c', colorScheme: 'dark' };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const lang = await resolveLocale(params);
  setRequestLocale(lang);
  const messages = (await getMessages()) as Messages;

  return (
    // The scripts below may add a class and the visitor's units to <html> before React hydrates it.
    <html
      lang={lang}
      className={`${inter.variable} ${playfair.variable}`}
      data-web-fonts=""
      // The router turns app/globals.css's smooth scrolling off while it moves to another page.
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <head>
        {/* Decides, before the first paint, whether this visit waits for the web fonts. */}
        <script dangerouslySetInnerHTML={{ __html: DEFER_FONTS_SCRIPT }} />
        {/* Metric or imperial measures, chosen before the first paint (units-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: UNITS_SCRIPT }} />
        {/* Without scripts, the styles name next/font's own families (app/globals.css). */}
        <noscript>
          <style>{`html:root[data-web-fonts]{--font-inter:${inter.style.fontFamily};--font-playfair:${playfair.style.fontFamily}}`}</style>
        </noscript>
      </head>
      <body>
        <NextIntlClientProvider messages={pickMessages(messages, SHELL_NAMESPACES)}>
          {children}
          <ShellStatus />
          <ClientShell />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
