'use client';

import { useId, useRef, type KeyboardEvent } from 'react';

import { AppLink } from '@/components/ui/app-link';
import { ChevronIcon } from '@/components/ui/icons';
import type { StaticPathname } from '@/lib/i18n/routing';
import { useSiteStore } from '@/stores/shell';

import styles from './site-header.module.css';

type Props = {
  id: string;
  label: string;
  href: StaticPathname | null;
  submenuLabel: string;
  links: { href: StaticPathname; label: string }[];
};

/** A navbar item that opens on hover or from its toggle button, and closes with Escape. */
export function NavDropdown({ id, label, href, submenuLabel, links }: Props) {
  const open = useSiteStore((state) => state.openDropdown === id);
  const setOpen = useSiteStore((state) => state.setOpenDropdown);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(null);
      toggleRef.current?.focus();
    }
  }

  return (
    <div
      className={styles.dropdown}
      data-open={open}
      onMouseEnter={() => setOpen(id)}
      onMouseLeave={() => setOpen(null)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(null);
      }}
    >
      {href ? (
        <AppLink href={href} className={styles.link} onClick={() => setOpen(null)}>
          {label}
        </AppLink>
      ) : (
        <span className={styles.link}>{label}</span>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={submenuLabel}
        onClick={() => setOpen(open ? null : id)}
      >
        <ChevronIcon />
      </button>
      <ul id={menuId} className={styles.submenu} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} className={styles.sublink} onClick={() => setOpen(null)}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
