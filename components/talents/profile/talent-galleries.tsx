'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { GALLERY_KINDS, type GalleryKind } from '@/lib/talents/types';

import styles from './galleries.module.css';
import type { ProfileGalleries } from './gallery-pictures';
import { ImageGallery } from './image-gallery';
import { VideoTile } from './video-tile';

type Props = { name: string; galleries: ProfileGalleries };

/**
 * Book, snaps, composite and videos as tabs; the first gallery with items is open (docs/product.md,
 * "Talent profile").
 */
export function TalentGalleries({ name, galleries }: Props) {
  const t = useTranslations('TalentsClient');
  const kinds = GALLERY_KINDS.filter((kind) => galleries[kind].length > 0);
  const [active, setActive] = useState<GalleryKind | undefined>(kinds[0]);
  const tabs = useRef(new Map<GalleryKind, HTMLButtonElement>());
  const id = useId();
  if (!active) return null;

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = kinds.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: kinds.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = kinds[(target + kinds.length) % kinds.length] ?? active;
    setActive(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <section className={styles.galleries} aria-label={t('galleries')}>
      <div
        className={styles.tablist}
        role="tablist"
        aria-label={t('galleries')}
        onKeyDown={onKeyDown}
      >
        {kinds.map((kind) => (
          <button
            key={kind}
            ref={(node) => {
              if (node) tabs.current.set(kind, node);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${kind}`}
            aria-selected={kind === active}
            aria-controls={`${id}-panel-${kind}`}
            tabIndex={kind === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(kind)}
          >
            {t(kind)}
            <span className={styles.count}>{galleries[kind].length}</span>
          </button>
        ))}
      </div>
      {kinds.map((kind) => (
        <div
          key={kind}
          role="tabpanel"
          id={`${id}-panel-${kind}`}
          aria-labelledby={`${id}-tab-${kind}`}
          hidden={kind !== active}
        >
          {kind !== active ? null : kind === 'video' ? (
            <div className={styles.videos}>
              {galleries.video.map((video, index) => (
                <VideoTile key={video.id} video={video} index={index + 1} name={name} />
              ))}
            </div>
          ) : (
            <ImageGallery name={name} items={galleries[kind]} />
          )}
        </div>
      ))}
    </section>
  );
}
