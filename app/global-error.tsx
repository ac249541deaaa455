'use client';

import './globals.css';

// Last resort, when the error page itself (or the root layout) fails: the nested-error fallback
// (docs/product.md, "Error pages").
export default function GlobalError() {
  return (
    <html lang="es">
      <body>
        <main className="page" style={{ textAlign: 'center' }}>
          <h1 className="page-title">Error</h1>
          <p>An error occurred while showing the error page</p>
          <p>
            {/* A full page load on purpose: the app's own state is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">HOME</a>
          </p>
        </main>
      </body>
    </html>
  );
}
