import { frameworkJsGzip, measureSizes } from '../sizes.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** HTML and first-load JavaScript of every page, gzip, as a browser accepting gzip gets them. */
export const sizes = {
  name: 'sizes',
  title: 'HTML and first-load JavaScript per page',
  async run({ pages, siteUrl }) {
    const byPath = {};
    for (const page of pages) byPath[page.path] = await measureSizes(siteUrl, page.path);
    return { byPath, frameworkJsGzip: frameworkJsGzip('.next-bench') };
  },
  render({ result, pages }) {
    return [
      `Of each page's first-load JavaScript, ${kb(result.frameworkJsGzip)} gzip is the framework every page loads first (React and the Next.js runtime: the build manifest's rootMainFiles).`,
      '',
      '| page | path | HTML gzip | first-load JS gzip | scripts |',
      '|---|---|---|---|---|',
      ...pages
        .filter((page) => result.byPath[page.path])
        .map((page) => {
          const s = result.byPath[page.path];
          return `| ${page.kind} | \`${page.path}\` | ${kb(s.htmlGzip)} | ${kb(s.firstLoadJsGzip)} | ${s.scripts} |`;
        }),
      '',
    ];
  },
  budgets({ result, pages }) {
    const big = pages
      .filter((p) => p.bigList)
      .map((p) => result.byPath[p.path]?.htmlGzip ?? Infinity);
    const lists = pages
      .filter((p) => p.list)
      .map((p) => result.byPath[p.path]?.firstLoadJsGzip ?? Infinity);
    return [
      [
        'first-load JS ≤ 150 KB gzip on list pages',
        Math.max(...lists) <= 150 * 1024,
        `worst ${kb(Math.max(...lists))}`,
      ],
      [
        '1000-talent list HTML ≤ 200 KB gzip',
        Math.max(...big) <= 200 * 1024,
        `worst ${kb(Math.max(...big))}`,
      ],
    ];
  },
};
