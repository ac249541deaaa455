'use client';

import { useEffect } from 'react';

import { inter, playfair } from '@/app/fonts';

import { FONTS_DEFERRED_CLASS, FONTS_LOADED_KEY } from './web-fonts-script';
import { whenIdle } from './when-idle';

/** A next/font family list's own font, without the fallback (a local font some systems lack). */
const webFont = (font: { style: { fontFamily: string } }) => font.style.fontFamily.split(',')[0];

/**
 * The faces a page's first screen uses (body text; headings and the brand at 400 and 500), loaded
 * together so text changes face once. The italic loads when some text needs it.
 */
const FACES = [
  `400 1em ${webFont(inter)}`,
  `400 1em ${webFont(playfair)}`,
  `500 1em ${webFont(playfair)}`,
];

/**
 * Loads the deferred faces, then lets the page use them. The flag is kept only when they loaded:
 * after a failure (offline, a blocked request) the class still goes, and the browser asks for
 * each face again as text needs it, as it would without any of this.
 */
export async function loadDeferredFonts(
  root: HTMLElement = document.documentElement,
  fonts: Pick<FontFaceSet, 'load'> = document.fonts,
): Promise<void> {
  if (!root.classList.contains(FONTS_DEFERRED_CLASS)) return;
  try {
    await Promise.all(FACES.map((face) => fonts.load(face)));
    try {
      localStorage.setItem(FONTS_LOADED_KEY, '1');
    } catch {
      // Storage unavailable: the next visit defers them again.
    }
  } catch {
    // Loading failed; see above.
  } finally {
    root.classList.remove(FONTS_DEFERRED_CLASS);
  }
}

/**
 * Starts loadDeferredFonts once the page's `load` event has passed (its first picture is in) and
 * the browser is idle, at most a second later.
 */
export function useDeferredFonts() {
  useEffect(() => {
    if (!document.documentElement.classList.contains(FONTS_DEFERRED_CLASS)) return;
    let cancel: (() => void) | undefined;
    const start = () => {
      cancel = whenIdle(() => void loadDeferredFonts(), 1000, 0);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel?.();
    };
  }, []);
}
