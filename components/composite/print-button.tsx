'use client';

import styles from './composite-card.module.css';

/** Opens the browser's print dialog, where "Save as PDF" keeps the card as a file. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
      </svg>
      {label}
    </button>
  );
}
