import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Zips keep their hashed name when saved; everything else opens in the browser. */
const DOWNLOADS = new Set(['.zip']);

/**
 * Public media under /storage/ from <dataDir>/storage. serveStatic streams files, answers HEAD and
 * byte ranges (Safari will not play an mp4 without them) and refuses dot segments; files never
 * change once written, hence the year-long immutable cache.
 */
export function storageRoutes(dataDir: string): Hono {
  const app = new Hono();
  app.use(
    '/storage/*',
    serveStatic({
      root: path.resolve(dataDir),
      onFound: (file, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('Access-Control-Allow-Origin', '*');
        c.header('Accept-Ranges', 'bytes');
        if (DOWNLOADS.has(path.extname(file)))
          c.header('Content-Disposition', `attachment; filename="${path.basename(file)}"`);
      },
    }),
  );
  app.get('/storage/*', (c) => c.json({ message: 'Not found.' }, 404));
  return app;
}
