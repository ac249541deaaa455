'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { FavoritesCount } from '@/components/favorites/favorites-count';
import { AppLink } from '@/components/ui/app-link';
import { CloseIcon, HeartIcon, InstagramIcon, MenuIcon } from '@/components/ui/icons';
import type { StaticPathname } from '@/lib/i18n/routing';
import { useFavorites } from '@/stores/favorites';

import { LocaleSwitcher } from './locale-switcher';
import styles from './mobile-menu.module.css';

type MenuLink = { href: StaticPathname; label: string };
export type MobileSection = {
  key: string;
  label: string;
  href: StaticPathname | null;
  links: MenuLink[];
};

type Props = { sections: MobileSection[]; favorites: MenuLink; instagram: string | null };

/**
 * The full-screen menu below 1024 px: every item but favorites, their sub-links, a favorites row
 * and ES/EN. Its button carries the favorites count, as the desktop navbar's favorites link does:
 * the phone header has no room for a link of its own.
 */
export function MobileMenu({ sections, favorites, instagram }: Props) {
  const t = useTranslations('Nav');
  const tf = useTranslations('Favorites');
  const count = useFavorites((state) => Object.keys(state.favorites).length);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label={count > 0 ? `${t('openMenu')}, ${tf('count', { count })}` : t('openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon width={24} height={24} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            <HeartIcon filled width={9} height={9} strokeWidth={0} />
            {count}
          </span>
        ) : null}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={t('menu')}
        onClose={() => setOpen(false)}
      >
        <div className={styles.top}>
          <LocaleSwitcher />
          <button
            type="button"
            className={styles.close}
            aria-label={t('closeMenu')}
            onClick={() => setOpen(false)}
          >
            <CloseIcon width={26} height={26} />
          </button>
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
                          <AppLink
                            href={link.href}
                            className={styles.sublink}
                            onClick={() => setOpen(false)}
                          >
                            {link.label}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : section.href ? (
                  <AppLink
                    href={section.href}
                    className={styles.section}
                    onClick={() => setOpen(false)}
                  >
                    {section.label}
                  </AppLink>
                ) : null}
              </li>
            ))}
          </ul>
          <AppLink
            href={favorites.href}
            className={styles.favorites}
            onClick={() => setOpen(false)}
          >
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
