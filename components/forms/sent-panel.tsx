'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

import styles from './sent-panel.module.css';

type Props = {
  /** What was sent, as a heading ("Message sent"). */
  title: string;
  /** The heading's level: under the form's own heading, or the page's. */
  level: 2 | 3;
  /** What happens next, and what was sent. */
  children: ReactNode;
  /** The label of the button that brings back an empty form. */
  anotherLabel: string;
  onAnother(): void;
};

/**
 * A form's lasting confirmation (docs/product.md, "Send states"): it takes the form's place once
 * the site has stored the send, and stays until the visitor asks for another form. Its heading
 * takes focus, so a screen reader reads it at once, with what happens next as its description.
 */
export function SentPanel({ title, level, children, anotherLabel, onAnother }: Props) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces was longer: the panel is brought to the top of the screen whole, wherever
  // the page was scrolled, and focus moves without scrolling again.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      data-testid="sent-panel"
    >
      <CheckMark />
      <Heading
        ref={heading}
        id={`${id}-title`}
        tabIndex={-1}
        aria-describedby={`${id}-next`}
        className={styles.title}
      >
        {title}
      </Heading>
      <div id={`${id}-next`} className={styles.next}>
        {children}
      </div>
      <button type="button" className={styles.another} onClick={onAnother}>
        {anotherLabel}
      </button>
    </section>
  );
}

function CheckMark() {
  return (
    <svg
      className={styles.mark}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10.5" />
      <path d="M7 12.5l3.5 3.5L17 9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
