/**
 * Steady state, as visitors after the first see it: the page is in the cache, and so are the
 * optimized versions of its first pictures (next/image encodes each on its first request).
 */
export async function warm(siteUrl, path) {
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  await fetch(`${siteUrl}${path}`);
  // Both addresses of the optimizer: next/image's own and the media host's short form
  // (lib/images/url.ts), which most pictures use.
  const pictures = [
    ...html.matchAll(/(?:src|srcSet|srcset)="([^"]*(?:\/_next\/image\?|\/img\/\d+\/)[^"]*)"/g),
  ]
    .flatMap((match) => match[1].split(', ').map((candidate) => candidate.split(' ')[0]))
    .map((url) => url.replaceAll('&amp;', '&'));
  for (const url of [...new Set(pictures)].slice(0, 24)) {
    await fetch(new URL(url, siteUrl), { headers: { Accept: 'image/avif,image/webp,*/*' } });
  }
}
