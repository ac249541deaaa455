import Link from 'next/link';

import './globals.css';

import { inter, playfair } from './fonts';

// Reached only by paths the proxy does not localize (for example a missing file).
export default function GlobalNotFound() {
  return (
    <html lang="es" className={`${inter.variable} ${playfair.variable}`}>
      <body>
        <main className="page" style={{ textAlign: 'center' }}>
          <h1 className="page-title">404</h1>
          <p>This page could not be found.</p>
          <Link href="/">HOME</Link>
        </main>
      </body>
    </html>
  );
}
