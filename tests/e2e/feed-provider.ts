import { createServer } from 'node:http';

/**
 * A stand-in for an Instagram-feed widget provider (SOCIAL_FEED_EMBED_URL of the e2e server): a
 * tiny page of posts at /embed/feed, and a record of every request it received. Never a real
 * provider: the tests prove what reaches one, and when.
 */
export type FeedProvider = {
  requests: { method: string; path: string }[];
  close(): Promise<void>;
};

const POSTS = ['Backstage, Madrid Fashion Week', 'New faces 2025', 'Campaign for Atelier Sol'];

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Latest posts of @lumenmodels</title>
<style>
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: #111; color: #f3f0ea; }
  main { padding: 16px; }
  ul { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; padding: 0; list-style: none; }
  a { display: block; min-height: 96px; padding: 12px; background: #2b2b30; color: #f3f0ea; }
</style>
</head>
<body>
<main>
<h1>Latest posts of @lumenmodels</h1>
<ul>${POSTS.map((post, i) => `<li><a href="https://www.instagram.com/p/standin${i}/" target="_blank" rel="noopener">${post}</a></li>`).join('')}</ul>
</main>
</body>
</html>`;

export async function startFeedProvider(port: number): Promise<FeedProvider> {
  const requests: FeedProvider['requests'] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ method: request.method ?? 'GET', path });
    if (path !== '/embed/feed') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : PAGE);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
