import type { Entry } from '../repo/entries.js';

const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const TITLES: Record<Entry['type'], string> = {
  contact: 'Contact message',
  favorites: 'Quote request',
  getScouted: 'Scouting application',
};

function fieldValue(key: string, value: unknown): string {
  if (typeof value !== 'string') return escape(JSON.stringify(value));
  if (key === 'country' || key === 'basedin') {
    try {
      const parsed = JSON.parse(value) as { label?: string };
      return escape(parsed.label ?? value);
    } catch {
      return escape(value);
    }
  }
  return escape(value);
}

function models(value: unknown): string {
  try {
    const list = JSON.parse(String(value)) as { id?: unknown; name?: unknown }[];
    return `<ul class="models">${list.map((m) => `<li>#${escape(m.id)} ${escape(m.name)}</li>`).join('')}</ul>`;
  } catch {
    return `<p>${escape(value)}</p>`;
  }
}

function card(entry: Entry): string {
  const rows = Object.entries(entry.data)
    .filter(([key]) => key !== 'models')
    .map(([key, value]) => `<tr><th>${escape(key)}</th><td>${fieldValue(key, value)}</td></tr>`)
    .join('');
  const photos = entry.files
    .map(
      (f) =>
        `<a href="/inbox/files/${entry.id}/${escape(f.name)}"><img src="/inbox/files/${entry.id}/${escape(f.name)}" alt="${escape(f.field)}" loading="lazy"></a>`,
    )
    .join('');
  return `<article><header><h2>${TITLES[entry.type]} <span>#${entry.id}</span></h2><time datetime="${escape(entry.created_at)}">${escape(
    new Date(entry.created_at).toLocaleString('es-ES', { timeZone: 'Europe/Madrid' }),
  )}</time></header><table>${rows}</table>${'models' in entry.data ? `<h3>Talents</h3>${models(entry.data.models)}` : ''}${
    photos ? `<div class="photos">${photos}</div>` : ''
  }</article>`;
}

export function renderInbox(entries: Entry[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Inbox</title><style>
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f6f4f0;color:#1c1b1a}main{max-width:960px;margin:0 auto;padding:32px 20px}
h1{font-weight:500;margin:0 0 24px}article{background:#fff;border:1px solid #e4dfd7;padding:20px 24px;margin-bottom:16px}
header{display:flex;justify-content:space-between;align-items:baseline;gap:12px}h2{font-size:1.1rem;margin:0}h2 span,time{color:#7a746c;font-weight:400}
table{border-collapse:collapse;margin-top:12px;width:100%}th{text-align:left;color:#7a746c;font-weight:500;padding:4px 16px 4px 0;width:140px;vertical-align:top}
td{padding:4px 0;white-space:pre-wrap;word-break:break-word}.photos{display:flex;gap:8px;flex-wrap:wrap;margin-top:12px}.photos img{width:120px;height:160px;object-fit:cover}
.models{margin:0;padding-left:20px}.empty{color:#7a746c}</style></head><body><main><h1>Inbox <small>(${entries.length})</small></h1>${
    entries.length ? entries.map(card).join('') : '<p class="empty">No entries yet.</p>'
  }</main></body></html>`;
}
