import { getTranslations } from 'next-intl/server';

import type { LanguageLink } from '@/lib/i18n/language-links';
import type { Locale } from '@/lib/i18n/routing';

import styles from './site-header.module.css';

type Props = { locale: Locale; links: readonly LanguageLink[] };

/**
 * ES/EN switches (PT too while on the Portuguese site). Each is a link to the same page in that
 * language, written on the server from the page's route (lib/i18n/language-links.ts), so it works
 * before any script, in a new tab and when copied. A click is routed client-side, keeping the
 * page's query unless the link carries its own (components/layout/link-routing.ts).
 */
export async function LocaleSwitcher({ locale, links }: Props) {
  const t = await getTranslations({ locale, namespace: 'Languages' });
  return (
    <div className={styles.locales} role="group" aria-label={t('label')}>
      {links.map((link) =>
        link.current ? (
          <span key={link.locale} lang={link.locale} className={styles.locale} aria-current="true">
            {link.locale.toUpperCase()}
          </span>
        ) : (
          <a
            key={link.locale}
            href={link.href}
            hrefLang={link.locale}
            lang={link.locale}
            className={styles.locale}
            aria-label={t('switchTo', { language: t(link.locale) })}
            data-locale-switch=""
          >
            {link.locale.toUpperCase()}
          </a>
        ),
      )}
    </div>
  );
}
