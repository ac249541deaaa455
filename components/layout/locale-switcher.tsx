import { getLocale, getTranslations } from 'next-intl/server';

import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import styles from './site-header.module.css';

/**
 * ES/EN switches (PT too while on the Portuguese site). Each is a link to that language's home,
 * which a click turns into the current page in that language (components/layout/link-routing.ts,
 * from the page's hreflang alternates); without scripts it still reaches the language.
 */
export async function LocaleSwitcher() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Languages');
  const targets: Locale[] = locale === 'pt' ? ['es', 'en', 'pt'] : ['es', 'en'];

  return (
    <div className={styles.locales} role="group" aria-label={t('label')}>
      {targets.map((target) =>
        target === locale ? (
          <span key={target} lang={target} className={styles.locale} aria-current="true">
            {target.toUpperCase()}
          </span>
        ) : (
          <a
            key={target}
            href={getPathname({ href: '/', locale: target })}
            hrefLang={target}
            lang={target}
            className={styles.locale}
            aria-label={t('switchTo', { language: t(target) })}
            data-locale-switch=""
          >
            {target.toUpperCase()}
          </a>
        ),
      )}
    </div>
  );
}
