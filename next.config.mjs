// @ts-check
// JavaScript, not TypeScript: `next start` would load Next's SWC compiler, and keep its memory,
// only to read a next.config.ts. The types are kept with JSDoc.
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';

import { cacheBounds } from './lib/env/cache-bounds.mjs';
import { mediaUrl } from './lib/env/public.mjs';
import { readSettings } from './lib/env/settings.mjs';
import { socialFeedEmbed } from './lib/env/social-feed.mjs';
import { localeRewrites } from './lib/i18n/rewrites.mjs';
import { securityHeaders } from './lib/security/headers.mjs';

/** @typedef {import('next').NextConfig} NextConfig */

// A build, `next dev` and the production server stop here on a bad setting, naming each.
const settings = readSettings(process.env);
const bounds = cacheBounds(process.env);
const media = new URL(settings.NEXT_PUBLIC_MEDIA_BASE_URL);
const mediaIsLocal = ['127.0.0.1', 'localhost', '[::1]'].includes(media.hostname);

const siteIsHttps = settings.NEXT_PUBLIC_SITE_URL?.startsWith('https:') ?? false;

const headers = securityHeaders({
  mediaOrigin: media.origin,
  dev: process.env.NODE_ENV === 'development',
  https: siteIsHttps,
  feedOrigin: socialFeedEmbed?.origin,
});

/** @type {NextConfig} */
const nextConfig = {
  // The headers above are fixed by the build (Next serves them from its routes manifest), so the
  // feed provider's address is too: inlined into the server's bundles, the home's Instagram section
  // always names the provider the policy lets it frame (lib/env/social-feed.mjs).
  env: { SOCIAL_FEED_EMBED_URL: socialFeedEmbed?.url ?? '' },
  async headers() {
    return [{ source: '/:path*', headers }];
  },
  // Localized paths reach their pages through rewrites Next applies itself; the proxy runs only
  // where it has work (proxy.ts). Pictures of the media host have a short optimized address
  // (lib/images/url.ts).
  async rewrites() {
    const pictures = {
      source: '/img/:width(\\d{2,4})/:path*',
      destination: `/_next/image?url=${mediaUrl('/storage/:path*', media.origin)}&w=:width&q=75`,
    };
    return { beforeFiles: [pictures], afterFiles: localeRewrites(), fallback: [] };
  },
  poweredByHeader: false,
  // Next would hash every page's whole HTML on every request to make an ETag, a large part of a
  // cached page's server time (docs/performance.md). Pages carry s-maxage for CDNs instead.
  generateEtags: false,
  // e2e runs build into their own folder, so they never clobber the build `npm start` serves.
  distDir: settings.NEXT_DIST_DIR,
  reactStrictMode: true,
  experimental: {
    // One libvips thread per image and no operation cache: the optimizer's memory stays flat under
    // load (bench/report.md measures the server's peak RSS), at the cost of a little throughput.
    imgOptConcurrency: 1,
    imgOptOperationCache: false,
    // Turbopack's default CSS chunking put the CSS of pages a visitor is not on (the composite
    // card, galleries, favorites) into one shared stylesheet that every page loaded. The graph
    // chunker weighs each stylesheet a page requests against the bytes of other pages' CSS it
    // would save; at its default price of a request it merges the forms', the favorites' and the
    // posts' CSS into the shell's stylesheet (docs/architecture.md, "Rendering for speed").
    cssChunking: { type: 'graph', requestCost: 10_000 },
  },
  images: {
    // WebP only (Next's default). AVIF pictures are smaller, but encoding them costs the server
    // far more CPU and takes its memory past its budget (docs/performance.md, "Tried and left out").
    formats: ['image/webp'],
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
    // Optimized pictures on disk, least recently used out first (Next's default is half the disk).
    maximumDiskCacheSize: bounds.pictureDiskBytes,
    // Fewer widths than Next's defaults (8 and 7): every responsive picture lists each one in its
    // srcset, in the page's HTML. The phone steps are kept, since a full-width picture is most
    // pages' largest paint there: 750 for the common 360-412 CSS px at 1.75-2x (a 412 px phone at
    // 1.75x needs 721 px and would otherwise fetch 828), 828 for 414 px at 2x.
    // 384 and 640 are a list card's 1x and 2x (components/talents/card-markup.ts).
    deviceSizes: [640, 750, 828, 1200, 1920, 2560],
    imageSizes: [96, 256, 384],
  },
};

/**
 * The production server's cache handler, chosen when it starts, not at build time: one build runs
 * with or without Redis, and a build never needs Redis. With REDIS_URL set, Next's cache lives in
 * Redis, shared by every instance (platform/redis/cache-handler.mjs), and none of it in the process's
 * memory, as Next advises for a shared cache handler. Without it, Next's own file-system cache with
 * the bounds and the refusals of platform/cache/page-cache-handler.mjs.
 * @param {NextConfig} config @returns {NextConfig}
 */
function withCacheHandler(config) {
  if (settings.REDIS_URL)
    return {
      ...config,
      cacheHandler: fileURLToPath(new URL('./platform/redis/cache-handler.mjs', import.meta.url)),
      cacheMaxMemorySize: 0,
    };
  return {
    ...config,
    cacheHandler: fileURLToPath(
      new URL('./platform/cache/page-cache-handler.mjs', import.meta.url),
    ),
    cacheMaxMemorySize: bounds.pageMemoryBytes,
  };
}

/**
 * next-intl's plugin shapes the build only (its request-config alias and message loader), and it
 * loads a compiler (@swc/core) that `next start` never uses: the production
 * server gets the plain config.
 */
/** @param {string} phase @returns {Promise<NextConfig>} */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return withCacheHandler(nextConfig);
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  const withNextIntl = createNextIntlPlugin({
    requestConfig: './lib/i18n/request.ts',
    experimental: {
      // Messages are compiled at build time, so browsers get next-intl's small formatter instead
      // of an ICU parser, on every page.
      messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
    },
  });
  return withNextIntl(nextConfig);
}
