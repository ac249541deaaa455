'use client';

import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';

import { ArrowIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import buttons from '@/components/ui/media-button.module.css';

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
/** How long before its turn the next slide is filled in, so its picture is there when it shows. */
const LEAD_MS = 3000;

/**
 * Several slides (docs/product.md, "Home"): previous/next buttons and a pause button; it moves on
 * its own only while nobody hovers or focuses it, and never for visitors who prefer reduced motion.
 *
 * Only the first slide is on the first paint. Another is filled in a few seconds before its turn,
 * or as soon as the visitor reaches for the carousel, and then stays: a phone never spends bandwidth
 * or decoding on a picture while the page loads, nor on slides nobody stays to see.
 */
export function HeroCarousel({ slides, labels }: { slides: ReactNode[]; labels: CarouselLabels }) {
  const count = slides.length;
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const [filled, setFilled] = useState<ReadonlySet<number>>(() => new Set([0]));
  const playing = chosen ?? !reduced;
  const rotating = playing && !held && count > 1;
  const after = (index + 1) % count;
  const before = (index - 1 + count) % count;

  const fill = (...slides: number[]) =>
    setFilled((current) =>
      slides.every((i) => current.has(i)) ? current : new Set([...current, ...slides]),
    );

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  useEffect(() => {
    if (!rotating || filled.has(after)) return;
    const timer = setTimeout(() => fill(after), INTERVAL_MS - LEAD_MS);
    return () => clearTimeout(timer);
  }, [rotating, filled, after]);

  const go = (step: number) => {
    const next = (index + step + count) % count;
    fill(next);
    setIndex(next);
  };
  const hold = () => {
    setHeld(true);
    fill(before, after);
  };
  const release = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={hold}
      onMouseLeave={() => setHeld(false)}
      onFocus={hold}
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
            {filled.has(i) || i === index ? slide : null}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={buttons.button}
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
          className={buttons.button}
          onClick={() => setChosen(!playing)}
          aria-label={playing ? labels.pause : labels.play}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={buttons.button}
          onClick={() => go(1)}
          aria-label={labels.next}
        >
          <ArrowIcon direction="right" />
        </button>
      </div>
    </section>
  );
}
