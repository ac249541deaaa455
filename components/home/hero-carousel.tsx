'use client';

import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';

import { useIdle } from '@/components/layout/use-idle';

import { ArrowIcon, PauseIcon, PlayIcon } from './carousel-icons';
import styles from './hero.module.css';
import { useReducedMotion } from './use-reduced-motion';

export type CarouselLabels = {
  region: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  slides: string[];
};

const INTERVAL_MS = 7000;

/**
 * Several slides (docs/product.md, "Home"): previous/next buttons and a pause button; it moves on
 * its own only while nobody hovers or focuses it, and never for visitors who prefer reduced motion.
 *
 * Only the first slide is on the first paint; the others, hidden until their turn, are filled in
 * once the browser is idle (or as soon as the visitor moves to one), so their pictures never take a
 * phone's bandwidth from the first one.
 */
export function HeroCarousel({ slides, labels }: { slides: ReactNode[]; labels: CarouselLabels }) {
  const count = slides.length;
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const idle = useIdle();
  const playing = chosen ?? !reduced;
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const release = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={release}
    >
      <div className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slides[i]}
            data-active={i === index}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {idle || i === index ? slide : null}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(-1)}
          aria-label={labels.previous}
        >
          <ArrowIcon direction="left" />
        </button>
        <span className={styles.counter} aria-hidden="true">
          {String(index + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
        </span>
        <button
          type="button"
          className={styles.control}
          onClick={() => setChosen(!playing)}
          aria-label={playing ? labels.pause : labels.play}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(1)}
          aria-label={labels.next}
        >
          <ArrowIcon direction="right" />
        </button>
      </div>
    </section>
  );
}
