'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { useTransition } from 'react';

import { usePathname, useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { useSiteStore } from '@/stores/shell';

import { LOCALE_SWITCH_DELAY_MS } from './constants';
import styles from './site-header.module.css';

/**
 * ES/EN switches (PT too while on the Portuguese site); the current page is kept in the other
 * language.
 */
export function LocaleSwitcher({ className }: { className?: string }) {
  const locale = useLocale() as Locale;
  const t = useTranslations('Languages');
  const switchLocale = useSwitchLocale();
  const targets: Locale[] = locale === 'pt' ? ['es', 'en', 'pt'] : ['es', 'en'];

  return (
    <div className={`${styles.locales} ${className ?? ''}`} role="group" aria-label={t('label')}>
      {targets.map((target) => (
        <button
          key={target}
          type="button"
          lang={target}
          className={styles.locale}
          aria-current={target === locale ? 'true' : undefined}
          aria-label={t('switchTo', { language: t(target) })}
          disabled={target === locale}
          onClick={() => switchLocale(target)}
        >
          {target.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

/**
 * Set the loading flag, switch language, clear the flag after 600 ms (docs/product.md, "Navigation,
 * header and footer").
 */
export function useSwitchLocale() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useParams();
  const setLoading = useSiteStore((state) => state.setLoading);
  const [, startTransition] = useTransition();

  return (target: Locale) => {
    setLoading(true);
    const { lang: _lang, ...routeParams } = params;
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    startTransition(() => {
      // The pathname is the internal template; next-intl localizes it with the same params.
      router.replace(
        { pathname, params: routeParams, query } as Parameters<typeof router.replace>[0],
        { locale: target },
      );
    });
    window.setTimeout(() => setLoading(false), LOCALE_SWITCH_DELAY_MS);
  };
}
