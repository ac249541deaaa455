'use client';

import { PrintIcon } from '@/components/ui/icons';

import styles from './composite-card.module.css';

/** Opens the browser's print dialog, where "Save as PDF" keeps the card as a file. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      <PrintIcon width="18" height="18" />
      {label}
    </button>
  );
}
