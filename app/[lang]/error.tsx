'use client';

import { RouteError, type RouteErrorProps } from '@/components/errors/route-error';

// Catches failures of the page shell itself (for example the panel being unreachable).
export default function ShellErrorPage(props: RouteErrorProps) {
  return (
    <main id="main">
      <RouteError {...props} />
    </main>
  );
}
