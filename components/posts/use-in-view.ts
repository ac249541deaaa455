'use client';

import { useEffect, useState, type RefObject } from 'react';

/** Whether an element is within the viewport (grown by rootMargin); false until observed. */
export function useInView(
  ref: RefObject<Element | null>,
  options: IntersectionObserverInit = {},
): boolean {
  const [inView, setInView] = useState(false);
  const { rootMargin, threshold } = options;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(entry?.isIntersecting ?? false),
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold]);

  return inView;
}
