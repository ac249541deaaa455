import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const media = new URL(process.env.NEXT_PUBLIC_MEDIA_BASE_URL ?? 'http://127.0.0.1:4010');
const mediaIsLocal = ['127.0.0.1', 'localhost', '[::1]'].includes(media.hostname);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // e2e runs build into their own folder, so they never clobber the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [
      {
        protocol: media.protocol === 'https:' ? 'https' : 'http',
        hostname: media.hostname,
        port: media.port,
        pathname: '/storage/**',
      },
    ],
    // The stand-in back-end serves media on loopback; real media hosts are public.
    dangerouslyAllowLocalIP: mediaIsLocal,
    minimumCacheTTL: 86400,
  },
};

export default withNextIntl(nextConfig);
