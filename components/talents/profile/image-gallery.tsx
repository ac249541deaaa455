'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';

import styles from './galleries.module.css';
import type { Thumbnail } from './gallery-pictures';

// The lightbox is loaded the first time a picture is opened, not with the page.
const GalleryLightbox = dynamic(
  () => import('./gallery-lightbox').then((module) => module.GalleryLightbox),
  { ssr: false },
);

type Props = { name: string; items: readonly Thumbnail[] };

/** A gallery's pictures; each opens the lightbox, and closing it returns focus to that picture. */
export function ImageGallery({ name, items }: Props) {
  const t = useTranslations('TalentsClient');
  const [index, setIndex] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = items.length;

  const open = (at: number, button: HTMLButtonElement) => {
    opener.current = button;
    setLoaded(true);
    setIndex(at);
  };

  return (
    <>
      <ul className={styles.images}>
        {items.map((item, at) => (
          <li key={item.id} className={styles.image}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t('openImage', { index: at + 1, total })}
              onClick={(event) => open(at, event.currentTarget)}
            >
              {/* PlainImage's attributes, computed on the server (gallery-pictures.ts). */}
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes */}
              <img alt={t('imageAlt', { name, index: at + 1, total })} {...item.picture} />
            </button>
          </li>
        ))}
      </ul>
      {loaded ? (
        <GalleryLightbox
          name={name}
          items={items}
          index={index}
          onClose={() => setIndex(null)}
          onClosed={() => opener.current?.focus()}
        />
      ) : null}
    </>
  );
}
