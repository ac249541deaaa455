import { getTranslations } from 'next-intl/server';

import { instagramUrl } from '@/lib/content/website';
import type { LanguageLink } from '@/lib/i18n/language-links';
import type { Locale } from '@/lib/i18n/routing';
import { getShellContent } from '@/lib/services/content';

import { LocaleSwitcher } from './locale-switcher';
import { MobileMenu, type MobileSection } from './mobile-menu';
import { mobileLinks, navItemsFor } from './navigation-items';

type Props = { locale: Locale; links: readonly LanguageLink[] };

/**
 * The header's part that depends on the page: the language switch, and the phone menu, which
 * holds the switch too. Rendered by the layout's `@languages` slot, which knows the page's route
 * (app/[lang]/(site)/@languages), so each switch is a link to the same page in that language.
 */
export async function HeaderLanguages({ locale, links }: Props) {
  const [t, content] = await Promise.all([
    getTranslations({ locale, namespace: 'Nav' }),
    getShellContent(),
  ]);
  const sections: MobileSection[] = navItemsFor(locale)
    .filter((item) => item.key !== 'favorites')
    .map((item) => ({
      key: item.key,
      label: t(item.key),
      href: item.available ? item.href : null,
      links: mobileLinks(item, locale).map((link) => ({ href: link.href, label: t(link.key) })),
    }));
  return (
    <>
      <LocaleSwitcher locale={locale} links={links} />
      <MobileMenu
        sections={sections}
        favorites={{ href: '/favorites', label: t('favorites') }}
        instagram={instagramUrl(content)}
        switcher={<LocaleSwitcher locale={locale} links={links} />}
      />
    </>
  );
}
