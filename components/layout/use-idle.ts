'use client';

import { useEffect, useState } from 'react';

import { whenIdle } from './when-idle';

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * False until the browser first has nothing to do after the page has started, or the visitor first
 * touches a key or the screen. What the first paint does not need waits for it, so it never
 * competes with the page's own pictures and hydration (docs/architecture.md, "Rendering for speed").
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    const cancel = whenIdle(start, 3000, 1500);
    for (const type of INTERACTIONS)
      window.addEventListener(type, start, { once: true, capture: true, passive: true });
    return () => {
      cancel();
      for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
    };
  }, []);
  return idle;
}
