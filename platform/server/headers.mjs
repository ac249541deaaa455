// @ts-check
// The production server's one correction to the headers Next sends (platform/server.mjs).

/**
 * Next 16.4 answers a page's redirect with its Location header twice (it sets the header while
 * rendering, then appends the cached render's headers again with `res.appendHeader` as it sends the
 * answer), which a client reads as one address joined by a comma. A header is not given a value it
 * already has; cookies may be. platform/next-internals.test.ts pins what this relies on.
 * @param {import('node:http').ServerResponse} res
 */
export function withoutRepeatedHeaders(res) {
  const append = res.appendHeader.bind(res);
  res.appendHeader = (name, value) => {
    const current = res.getHeader(name);
    const has = (Array.isArray(current) ? current : current === undefined ? [] : [current]).map(
      String,
    );
    const adding = Array.isArray(value) ? value : [value];
    if (name.toLowerCase() !== 'set-cookie' && adding.every((v) => has.includes(String(v))))
      return res;
    return append(name, value);
  };
}
