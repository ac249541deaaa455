import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.webp': 'image/webp',
  '.mp4': 'video/mp4', '.webm': 'video/webm', '.zip': 'application/zip',
};

/** Public media under /storage/, from <dataDir>/storage; files never change once written. */
export function storageRoutes(storageDir: string): Hono {
  const app = new Hono();
  const root = path.resolve(storageDir);
  app.get('/storage/*', (c) => {
    const relative = decodeURIComponent(c.req.path.slice('/storage/'.length));
    const file = path.resolve(root, relative);
    if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      return c.json({ message: 'Not found.' }, 404);
    }
    const bytes = fs.readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      'Accept-Ranges': 'none',
    };
    if (file.endsWith('.zip')) headers['Content-Disposition'] = `attachment; filename="${path.basename(file)}"`;
    return c.body(bytes, 200, headers);
  });
  return app;
}
