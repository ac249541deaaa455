'use client';

import { useEffect } from 'react';

import {
  FONTS_DEFERRED_CLASS,
  FONTS_LOADED_KEY,
  WEB_FONT_NAMES,
  webFontFaces,
} from './web-fonts-script';
import { afterLoadWhenIdle } from './when-idle';

type Fonts = Pick<FontFaceSet, 'add'>;

/**
 * Loads the deferred faces the first screen uses (every upright one: body text, headings and the
 * brand) before the page may use any, then declares them all at once, so text changes face once;
 * the italic loads when some text needs it. The flag is kept only when they loaded: after a
 * failure (offline, a blocked request) they are declared anyway, and the browser asks for each as
 * text needs it, as it would without any of this.
 */
export async function loadDeferredFonts(
  root: HTMLElement = document.documentElement,
  fonts: Fonts = document.fonts,
  faces: () => FontFace[] = () => webFontFaces(document.styleSheets, WEB_FONT_NAMES, FontFace),
): Promise<void> {
  if (!root.classList.contains(FONTS_DEFERRED_CLASS)) return;
  const all = faces();
  try {
    await Promise.all(all.filter((face) => face.style === 'normal').map((face) => face.load()));
    try {
      localStorage.setItem(FONTS_LOADED_KEY, '1');
    } catch {
      // Storage unavailable: the next visit defers them again.
    }
  } catch {
    // Loading failed; see above.
  } finally {
    for (const face of all) fonts.add(face);
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
    return afterLoadWhenIdle(() => void loadDeferredFonts(), 1000, 0);
  }, []);
}
