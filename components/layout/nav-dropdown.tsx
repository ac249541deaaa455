'use client';

import { useId, useRef, useState, type ReactNode } from 'react';

import { ChevronIcon } from '@/components/ui/icons';

import styles from './site-header.module.css';

type Props = {
  /** The item's own link (or label), rendered on the server. */
  head: ReactNode;
  submenuLabel: string;
  /** The submenu's `<li>` items, rendered on the server. */
  children: ReactNode;
};

/** A navbar item that opens on hover or from its toggle button, and closes with Escape. */
export function NavDropdown({ head, submenuLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  return (
    <div
      className={styles.dropdown}
      data-open={open}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      // A followed link closes the submenu; the page changes client-side.
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
      }}
    >
      {head}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={submenuLabel}
        onClick={() => setOpen(!open)}
      >
        <ChevronIcon />
      </button>
      <ul id={menuId} className={styles.submenu} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
