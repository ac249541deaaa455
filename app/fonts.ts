import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: nothing is downloaded at build time.
export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
});

export const playfair = localFont({
  src: [
    { path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2', weight: '400', style: 'italic' },
  ],
  variable: '--font-playfair',
  display: 'swap',
  preload: false,
});
