import type { Db } from '../db.js';

/**
 * A test control (BACKEND_TEST_CONTROLS=1): fills every text the site renders with script
 * injection attempts, as a compromised or careless panel could. Each payload sets
 * `window.__xss` or opens a dialog if it ever runs, so a browser test can tell.
 */
export const MARK = '__xss';

const RUN = `window.${MARK}=1;alert(1)`;

/**
 * Payloads for plain-text fields (names, titles, cities): each must show as text, never as markup.
 */
export const TEXT_PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `"><svg onload="${RUN}">`,
  `</script><script>${RUN}</script>`,
  `'-alert(1)-'<iframe src="javascript:${RUN}"></iframe>`,
  `<svg><script>${RUN}</script></svg>`,
];

/** Rich text (post bodies, biographies, website texts): HTML that must come out sanitized. */
const HTML_PAYLOAD = [
  `<p>Hostile <b>rich</b> text.</p>`,
  `<script>${RUN}</script>`,
  `<img src="/storage/none.png" onerror="${RUN}">`,
  `<a href="javascript:${RUN}">a javascript link</a>`,
  `<a href="  JaVaScRiPt:${RUN}">a spaced link</a>`,
  `<svg><g onload="${RUN}"></g></svg>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  `<div style="background:url(javascript:${RUN})" onclick="${RUN}">styled</div>`,
  `<form action="javascript:${RUN}"><button>send</button></form>`,
  `<object data="javascript:${RUN}"></object><embed src="javascript:${RUN}">`,
].join('');

/**
 * Link fields (slide links, social URLs, video URLs, the booking provider): never a clickable
 * script.
 */
export const LINK_PAYLOAD = `javascript:${RUN}`;

const text = (i: number) => TEXT_PAYLOADS[i % TEXT_PAYLOADS.length] ?? '';

/** Rewrites the demo content in place; returns how many rows of each kind it touched. */
export function makeContentHostile(db: Db): Record<string, number> {
  const counts: Record<string, number> = {};
  const run = (name: string, statement: () => { changes: number }) => {
    counts[name] = statement().changes;
  };
  db.transaction(() => {
    // Talents keep a readable first word so their profile links stay recognisable in tests.
    run('talents', () =>
      db
        .prepare(
          `UPDATE talents SET name = name || ' ' || CASE id % 6 ${TEXT_PAYLOADS.map((_, i) => `WHEN ${i} THEN ?`).join(' ')} END,
           instagram = ?, about = ?, skills = ?`,
        )
        .run(
          ...TEXT_PAYLOADS,
          `"><script>${RUN}</script>`,
          JSON.stringify({ es: HTML_PAYLOAD, en: HTML_PAYLOAD, pt: HTML_PAYLOAD }),
          JSON.stringify([text(0), text(1)]),
        ),
    );
    run('cities', () => db.prepare('UPDATE cities SET name = ?').run(text(2)));
    run('countries', () =>
      db
        .prepare('UPDATE countries SET name_es = ?, name_en = ?, name_pt = ?')
        .run(text(3), text(3), text(3)),
    );
    run('eyes', () => db.prepare('UPDATE eyes SET value = ?').run(text(1)));
    run('videos', () =>
      db.prepare("UPDATE media SET url = ? WHERE gallery = 'video'").run(LINK_PAYLOAD),
    );
    run('posts', () =>
      db
        .prepare('UPDATE posts SET title = title || ? , content = ?')
        .run(` ${text(0)}`, HTML_PAYLOAD),
    );
    run('website_texts', () =>
      db
        .prepare('UPDATE website_texts SET es = ?, en = ?, pt = ?')
        .run(HTML_PAYLOAD, HTML_PAYLOAD, HTML_PAYLOAD),
    );
    run('website_images', () =>
      db.prepare('UPDATE website_images SET description = ?').run(text(4)),
    );
    const slideText = { title: text(0), subtitle: text(2), link: LINK_PAYLOAD };
    run('slides', () =>
      db
        .prepare('UPDATE slides SET title = ?, subtitle = ?, link = ?, translations = ?')
        .run(
          slideText.title,
          slideText.subtitle,
          slideText.link,
          JSON.stringify({ en: slideText, pt: slideText }),
        ),
    );
    run('settings', () => {
      const customizations = JSON.parse(setting(db, 'customizations') ?? '{}') as Record<
        string,
        Record<string, unknown>
      >;
      const brand = customizations.brand ?? {};
      const contact = customizations.contact ?? {};
      customizations.brand = {
        ...brand,
        name: `Maison ${text(0)}`,
        booking_provider: { name: text(1), url: LINK_PAYLOAD },
      };
      customizations.contact = {
        ...contact,
        emails: [
          {
            department: { es: text(2), en: text(2), pt: text(2) },
            email: `"><script>${RUN}</script>@example.com`,
          },
        ],
        phones: [
          {
            label: { es: text(3), en: text(3), pt: text(3) },
            number: `+34 <img src=x onerror="${RUN}">`,
          },
        ],
        instagram: `"><svg onload="${RUN}">`,
        address: {
          ...(contact.address as object),
          street: text(4),
          city: text(5),
          country: text(0),
        },
      };
      const update = db.prepare('UPDATE settings SET value = ? WHERE key = ?');
      return {
        changes:
          update.run(JSON.stringify(customizations), 'customizations').changes +
          update.run(JSON.stringify([{ name: 'instagram', url: LINK_PAYLOAD }]), 'social_medias')
            .changes,
      };
    });
  })();
  return counts;
}

function setting(db: Db, key: string): string | undefined {
  return (
    db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  )?.value;
}
