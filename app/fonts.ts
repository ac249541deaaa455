import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: nothing is downloaded at build time.
// Inter as one variable file for the 400, 500 and 600 weights the styles use, smaller than three
// static files. Not preloaded, and on a first visit not loaded until the page has
// (components/layout/web-fonts.ts): text shows at once in the fallback, its metrics adjusted so
// nothing shifts when the font arrives.
export const inter = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-inter',
  display: 'swap',
  preload: false,
});

export const playfair = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2',
      weight: '400',
      style: 'italic',
    },
  ],
  variable: '--font-playfair',
  display: 'swap',
  preload: false,
  // A serif stands in for it on a first visit (components/layout/web-fonts.ts), with its metrics.
  adjustFontFallback: 'Times New Roman',
});
