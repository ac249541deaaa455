import { gzipSync } from 'node:zlib';

/** gzip bytes of a page's HTML and of the JavaScript it loads first (every script in the HTML). */
export async function measureSizes(siteUrl, path) {
  const response = await fetch(`${siteUrl}${path}`);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  let js = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, siteUrl))).arrayBuffer());
    js += gzipSync(body).length;
  }
  return { status: response.status, htmlGzip: gzipSync(Buffer.from(html)).length, firstLoadJsGzip: js, scripts: scripts.length };
}
