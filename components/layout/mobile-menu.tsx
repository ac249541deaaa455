import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { FavoritesCount } from '@/components/favorites/favorites-count';
import { AppLink } from '@/components/ui/app-link';
import { CloseIcon, HeartIcon, InstagramIcon } from '@/components/ui/icons';
import type { StaticPathname } from '@/lib/i18n/routing';

import { MenuTrigger } from './menu-trigger';
import styles from './mobile-menu.module.css';

type MenuLink = { href: StaticPathname; label: string };
export type MobileSection = {
  key: string;
  label: string;
  href: StaticPathname | null;
  links: MenuLink[];
};

type Props = {
  sections: MobileSection[];
  favorites: MenuLink;
  instagram: string | null;
  /** The language switch (locale-switcher.tsx), with the page's own links. */
  switcher: ReactNode;
};

const DIALOG_ID = 'site-menu';

/**
 * The full-screen menu below 1024 px: every item but favorites, with every board of its desktop
 * dropdown (navigation-items.ts), a favorites row and ES/EN. It is the page's own markup in a native `<dialog>`: only its button is a client
 * component (menu-trigger.tsx); the close button closes the dialog without scripts
 * (`method="dialog"`), and a followed link closes it as it leaves (link-routing.ts).
 */
export async function MobileMenu({ sections, favorites, instagram, switcher }: Props) {
  const t = await getTranslations('Nav');
  return (
    <>
      <MenuTrigger dialogId={DIALOG_ID} />
      <dialog id={DIALOG_ID} className={styles.dialog} aria-label={t('menu')}>
        <div className={styles.top}>
          {switcher}
          <form method="dialog">
            <button type="submit" className={styles.close} aria-label={t('closeMenu')}>
              <CloseIcon width={26} height={26} />
            </button>
          </form>
        </div>
        <nav aria-label={t('menu')}>
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section.key}>
                {section.links.length ? (
                  <>
                    <span className={styles.section}>{section.label}</span>
                    <ul className={styles.sublinks}>
                      {section.links.map((link) => (
                        <li key={link.href}>
                          <AppLink href={link.href} className={styles.sublink}>
                            {link.label}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : section.href ? (
                  <AppLink href={section.href} className={styles.section}>
                    {section.label}
                  </AppLink>
                ) : null}
              </li>
            ))}
          </ul>
          <AppLink href={favorites.href} className={styles.favorites}>
            <HeartIcon /> {favorites.label}
            <FavoritesCount />
          </AppLink>
        </nav>
        {instagram ? (
          <a
            href={instagram}
            className={styles.instagram}
            target="_blank"
            rel="noopener noreferrer"
          >
            <InstagramIcon /> Instagram
          </a>
        ) : null}
      </dialog>
    </>
  );
}
