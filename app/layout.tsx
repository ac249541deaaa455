import type { ReactNode } from 'react';

// The real root layout is app/[lang]/layout.tsx (one per locale, for <html lang>).
// This one exists because app/not-found.tsx needs a parent layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
