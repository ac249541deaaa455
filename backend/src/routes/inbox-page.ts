import type { Entry } from '../repo/entries.js';
import { escape, fieldRows, isMinor, madridTime } from './inbox-fields.js';

const TITLES: Record<Entry['type'], string> = {
  contact: 'Contact message',
  favorites: 'Quote request',
  getScouted: 'Scouting application',
};

/** The talents of a quote request, each with the visitor's note on it beside its name. */
function models(value: unknown): string {
  try {
    const list = JSON.parse(String(value)) as { id?: unknown; name?: unknown; note?: unknown }[];
    const note = (m: { note?: unknown }) =>
      typeof m.note === 'string' && m.note ? ` <q class="talent-note">${escape(m.note)}</q>` : '';
    return `<ul class="models">${list.map((m) => `<li>#${escape(m.id)} ${escape(m.name)}${note(m)}</li>`).join('')}</ul>`;
  } catch {
    return `<p>${escape(value)}</p>`;
  }
}

function card(entry: Entry, today: string): string {
  const photos = entry.files
    .map(
      (f) =>
        `<a href="/inbox/files/${entry.id}/${escape(f.name)}"><img src="/inbox/files/${entry.id}/${escape(f.name)}" alt="${escape(f.field)}" loading="lazy"></a>`,
    )
    .join('');
  const badge = isMinor(entry) ? ' <span class="badge">Minor · guardian</span>' : '';
  return `<article id="entry-${entry.id}"><header><h2>${TITLES[entry.type]} <span>#${entry.id}</span>${badge}</h2><time datetime="${escape(entry.created_at)}">${escape(
    madridTime(entry.created_at),
  )}</time></header><table>${fieldRows(entry, today)}</table>${'models' in entry.data ? `<h3>Talents</h3>${models(entry.data.models)}` : ''}${
    photos ? `<div class="photos">${photos}</div>` : ''
  }<p class="actions"><a class="delete" href="/inbox/entries/${entry.id}/delete">Delete entry #${entry.id}${entry.files.length ? ' and its photos' : ''}</a></p></article>`;
}

export const STYLE = `<style>
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f6f4f0;color:#1c1b1a}main{max-width:960px;margin:0 auto;padding:32px 20px}
h1{font-weight:500;margin:0 0 24px}article{background:#fff;border:1px solid #e4dfd7;padding:20px 24px;margin-bottom:16px}
header{display:flex;justify-content:space-between;align-items:baseline;gap:12px}h2{font-size:1.1rem;margin:0}h2 span,time,.note{color:#6b655d;font-weight:400}
table{border-collapse:collapse;margin-top:12px;width:100%}th{text-align:left;color:#6b655d;font-weight:500;padding:4px 16px 4px 0;width:140px;vertical-align:top}
td{padding:4px 0;white-space:pre-wrap;word-break:break-word}.photos{display:flex;gap:8px;flex-wrap:wrap;margin-top:12px}.photos img{width:120px;height:160px;object-fit:cover}
.models{margin:0;padding-left:20px}.talent-note{color:#5f5b55;font-style:italic}.talent-note::before{content:'— “'}.talent-note::after{content:'”'}.empty{color:#6b655d}.badge{margin-left:8px;padding:2px 8px;border-radius:10px;background:#7a3b12;color:#fff!important;font-size:.8rem}
.actions{margin:16px 0 0;text-align:right}.delete,button.delete{color:#a3271b}button.delete{padding:8px 16px;border:1px solid #a3271b;background:#fff;font:inherit;cursor:pointer}
.notice{padding:12px 16px;background:#e6f2ea;border-left:3px solid #2f7a4b}</style>`;

/** Every entry, newest first; `deleted` names an entry just deleted. */
export function renderInbox(entries: Entry[], today: string, deleted?: number): string {
  const notice =
    deleted !== undefined
      ? `<p class="notice" role="status">Entry #${deleted} and its photos were deleted.</p>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Inbox</title>${STYLE}</head><body><main><h1>Inbox <small>(${entries.length})</small></h1>${notice}${
    entries.length
      ? entries.map((entry) => card(entry, today)).join('')
      : '<p class="empty">No entries yet.</p>'
  }</main></body></html>`;
}

/** Asks before deleting an entry for good, showing what will go. */
export function renderDeletePage(entry: Entry, today: string): string {
  const what = entry.files.length ? `and its ${entry.files.length} photos` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Delete entry #${entry.id}</title>${STYLE}</head><body><main><h1>Delete ${TITLES[entry.type].toLowerCase()} #${entry.id}?</h1><article><p>This deletes the entry ${what} for good, as a right-to-erasure request asks. It cannot be undone.</p><table>${fieldRows(entry, today)}</table><form method="post" action="/inbox/entries/${entry.id}/delete"><p class="actions"><a href="/inbox#entry-${entry.id}">Keep it</a> <button class="delete" type="submit">Delete for good</button></p></form></article></main></body></html>`;
}
