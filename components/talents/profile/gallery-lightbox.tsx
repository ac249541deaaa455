'use client';

import Lightbox from 'yet-another-react-lightbox';

import 'yet-another-react-lightbox/styles.css';

import { useTranslations } from 'next-intl';

import type { Media } from '@/lib/integration/types';

type Props = {
  name: string;
  items: readonly Media[];
  /** The open picture, or null when closed. */
  index: number | null;
  onClose: () => void;
  /** After the closing animation: the caller returns focus to the picture that opened it. */
  onClosed: () => void;
};

/** yet-another-react-lightbox with our labels: arrows and Escape on keyboards, swipes on touch. */
export function GalleryLightbox({ name, items, index, onClose, onClosed }: Props) {
  const t = useTranslations('TalentsClient');
  const total = items.length;
  const slides = items.map((item, at) => ({
    src: item.src,
    width: item.width,
    height: item.height,
    alt: t('imageAlt', { name, index: at + 1, total }),
  }));
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={slides}
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
