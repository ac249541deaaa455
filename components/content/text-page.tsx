import type { ReactNode } from 'react';

import type { WebsiteImage } from '@/lib/content/types';

import { ArtPicture } from './art-picture';
import { RichText } from './rich-text';
import styles from './text-page.module.css';

type Props = {
  eyebrow: string;
  titleHtml: string;
  html: string;
  image?: WebsiteImage;
  children?: ReactNode;
};

/**
 * A page of website texts (about, privacy): a title and panel HTML, with the page's website image
 * if it has one.
 */
export function TextPage({ eyebrow, titleHtml, html, image, children }: Props) {
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">{eyebrow}</p>
        <h1
          className={`page-title ${styles.title}`}
          dangerouslySetInnerHTML={{ __html: titleHtml }}
        />
      </header>
      {image ? (
        <div className={styles.figure}>
          <ArtPicture
            image={image}
            alt={image.description}
            priority
            sizes="(min-width: 1440px) 1344px, 100vw"
            className={styles.image}
          />
        </div>
      ) : null}
      <RichText html={html} className={styles.body} />
      {children}
    </div>
  );
}
