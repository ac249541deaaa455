import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { FavoritesCount } from '@/components/favorites/favorites-count';
import { navItemsFor } from '@/components/layout/navigation-items';
import { AppLink } from '@/components/ui/app-link';
import { InstagramIcon } from '@/components/ui/icons';
import { instagramUrl, productName } from '@/lib/content/website';
import { getShellContent } from '@/lib/services/content';

import { NavDropdown } from './nav-dropdown';
import styles from './site-header.module.css';

/**
 * The site's header. `languages` is the part that depends on the page (the language switch and the
 * phone menu, components/layout/header-languages.tsx), from the layout's `@languages` slot.
 */
export async function SiteHeader({ languages }: { languages: ReactNode }) {
  const locale = (await getLocale()) as 'es' | 'en' | 'pt';
  const t = await getTranslations('Nav');
  const th = await getTranslations('Header');
  const content = await getShellContent();
  const name = productName(content);
  const instagram = instagramUrl(content);
  const items = navItemsFor(locale);

  return (
    // The home page's transparent style comes from its own marker (site-header.module.css), and
    // the scrolled state from the shell (components/layout/header-scroll.ts).
    <header className={styles.header} data-site-header="">
      <div className={styles.inner}>
        <AppLink href="/" className={styles.logo} aria-label={th('logoLabel', { name })}>
          {name}
        </AppLink>
        <nav className={styles.nav} aria-label={t('label')}>
          <ul className={styles.menu}>
            {items.map((item) => (
              <li key={item.key} className={styles.item}>
                {item.children?.length ? (
                  <NavDropdown
                    head={
                      item.available ? (
                        <AppLink href={item.href} className={styles.link}>
                          {t(item.key)}
                        </AppLink>
                      ) : (
                        <span className={styles.link}>{t(item.key)}</span>
                      )
                    }
                    submenuLabel={t('submenu', { section: t(item.key) })}
                  >
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <AppLink href={child.href} className={styles.sublink}>
                          {t(child.key)}
                        </AppLink>
                      </li>
                    ))}
                  </NavDropdown>
                ) : (
                  <AppLink href={item.href} className={styles.link}>
                    {t(item.key)}
                    {item.key === 'favorites' ? <FavoritesCount /> : null}
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {instagram ? (
            <a
              href={instagram}
              className={styles.icon}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={th('instagram', { name })}
            >
              <InstagramIcon />
            </a>
          ) : null}
          {languages}
        </div>
      </div>
    </header>
  );
}
