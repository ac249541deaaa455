'use client';

import { PrintIcon } from './icons';

/** Opens the browser's print dialog, where "Save as PDF" keeps the page as a file. */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      <PrintIcon width="18" height="18" />
      {label}
    </button>
  );
}
