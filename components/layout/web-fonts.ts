'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

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
 * brand) and answers a function that declares them all at once, so text changes face once; the
 * italic loads when some text needs it. The flag is kept only when they loaded: after a failure
 * (offline, a blocked request) they are declared anyway, and the browser asks for each as text
 * needs it, as it would without any of this. Answers null when the fonts were not deferred.
 */
export async function loadDeferredFonts(
  root: HTMLElement = document.documentElement,
  fonts: Fonts = document.fonts,
  faces: () => FontFace[] = () => webFontFaces(document.styleSheets, WEB_FONT_NAMES, FontFace),
): Promise<(() => void) | null> {
  if (!root.classList.contains(FONTS_DEFERRED_CLASS)) return null;
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
  }
  return () => {
    for (const face of all) fonts.add(face);
    root.classList.remove(FONTS_DEFERRED_CLASS);
  };
}

/**
 * A first visit's web fonts: loaded once the page's `load` event has passed (its first picture is
 * in) and the browser is idle, at most a second later, and put in use with the next page the
 * visitor opens, before it is painted. Swapping them in under the page being read would move its
 * text and cost a phone a second layout of every line (docs/performance.md, "Fonts wait"); the
 * next page is drawn anew anyway, and later visits have them from the first paint.
 */
export function useDeferredFonts() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const [apply, setApply] = useState<{ loadedOn: string; run: () => void } | null>(null);

  useEffect(() => {
    shown.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!document.documentElement.classList.contains(FONTS_DEFERRED_CLASS)) return;
    return afterLoadWhenIdle(
      () =>
        void loadDeferredFonts().then((run) => {
          if (run) setApply({ loadedOn: shown.current, run });
        }),
      1000,
      0,
    );
  }, []);

  useLayoutEffect(() => {
    if (apply && pathname !== apply.loadedOn) apply.run();
  }, [apply, pathname]);
}
