'use client';

import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';

import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import type { Media } from '@/lib/talents/types';

import styles from './gallery-lightbox.module.css';

type Props = {
  name: string;
  items: readonly Media[];
  /** The open picture, or null when closed. */
  index: number | null;
  onClose: () => void;
  /** After the closing animation: the caller returns focus to the picture that opened it. */
  onClosed: () => void;
};

/**
 * yet-another-react-lightbox with our labels: arrows and Escape on keyboards, swipes on touch, the
 * picture's position ("2 / 7") in a corner, and keyboard focus kept inside while it is open.
 */
export function GalleryLightbox({ name, items, index, onClose, onClosed }: Props) {
  const t = useTranslations('TalentsClient');
  const open = index !== null;
  useFocusTrap(open);
  const total = items.length;
  const slides = items.map((item, at) => ({
    src: item.src,
    width: item.width,
    height: item.height,
    alt: t('imageAlt', { name, index: at + 1, total }),
  }));
  return (
    <Lightbox
      open={open}
      index={index ?? 0}
      close={onClose}
      className={styles.lightbox}
      slides={slides}
      // The picture's position: shown by the counter (hidden from screen readers, which hear it in
      // each slide's name as the carousel announces it).
      plugins={total > 1 ? [Counter] : []}
      on={{ exited: onClosed }}
      carousel={{ finite: items.length <= 1 }}
      render={items.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Close: t('lightboxClose'),
        Previous: t('lightboxPrevious'),
        Next: t('lightboxNext'),
        Lightbox: t('lightboxLabel', { name }),
        'Photo gallery': t('lightboxLabel', { name }),
        // The library fills in its own placeholders.
        '{index} of {total}': t('imageAlt', { name, index: '{index}', total: '{total}' }),
      }}
    />
  );
}

/**
 * Keeps Tab and Shift+Tab inside the open lightbox. The library makes the rest of the page inert,
 * but Tab past its last button left the document (to the browser's own controls) once per cycle.
 */
function useFocusTrap(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const dialog = document.querySelector<HTMLElement>('.yarl__root[aria-modal="true"]');
      const stops = dialog
        ? [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), [href]')]
        : [];
      const next = wrapAround(stops, document.activeElement, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
}

/**
 * Where Tab goes when the browser would leave `stops`: from the last (or from none of them, as
 * the dialog itself, focused when it opens) to the first, and back from the first to the last.
 * Null when the browser's own move stays inside.
 */
export function wrapAround(
  stops: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const at = stops.findIndex((stop) => stop === active);
  if (backwards) return at <= 0 ? (stops.at(-1) ?? null) : null;
  return at === -1 || at === stops.length - 1 ? (stops[0] ?? null) : null;
}
