import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** gzip bytes of a page's HTML and of the JavaScript it loads first (every script in the HTML). */
export async function measureSizes(siteUrl, path) {
  const response = await fetch(`${siteUrl}${path}`);
  const html = await response.text();
  // nomodule scripts (legacy polyfills) are never fetched by a modern browser.
  const scripts = [...html.matchAll(/<script([^>]+)src="([^"]+)"[^>]*>/g)]
    .filter((match) => !/nomodule/i.test(match[0]))
    .map((match) => match[2]);
  let js = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, siteUrl))).arrayBuffer());
    js += gzipSync(body).length;
  }
  return {
    status: response.status,
    htmlGzip: gzipSync(Buffer.from(html)).length,
    firstLoadJsGzip: js,
    scripts: scripts.length,
  };
}

/** gzip bytes of the scripts every page loads before any of ours: React and the Next.js runtime. */
export function frameworkJsGzip(distDir) {
  const manifest = JSON.parse(readFileSync(`${distDir}/build-manifest.json`, 'utf8'));
  return manifest.rootMainFiles.reduce(
    (sum, file) => sum + gzipSync(readFileSync(`${distDir}/${file}`)).length,
    0,
  );
}
