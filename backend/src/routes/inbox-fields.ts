import type { Entry } from '../repo/entries.js';
import { ageOn } from './application-schema.js';

// How the inbox shows an entry's fields to agency staff: places by their label, a birth date with
// the age, a minor's guardian, the consents and the keep-until date in words. Every value escaped.

export const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const RELATIONSHIPS: Record<string, string> = {
  mother: 'mother',
  father: 'father',
  guardian: 'legal guardian',
};

/** The fields as table rows, the quote's talents apart (shown as a list). */
export function fieldRows(entry: Entry, today: string): string {
  return Object.entries(entry.data)
    .filter(([key]) => key !== 'models')
    .map(
      ([key, value]) =>
        `<tr><th>${escape(label(key))}</th><td>${fieldValue(key, value, today)}</td></tr>`,
    )
    .join('');
}

/** A minor's application: it has a guardian. */
export function isMinor(entry: Entry): boolean {
  return entry.type === 'getScouted' && typeof entry.data.guardian === 'string';
}

function label(key: string): string {
  return { keep_until: 'keep until', birthdate: 'birth date' }[key] ?? key;
}

function fieldValue(key: string, value: unknown, today: string): string {
  if (typeof value !== 'string') return escape(JSON.stringify(value));
  const json = readJson(value);
  if ((key === 'country' || key === 'basedin') && json) return escape(json.label ?? value);
  if (key === 'birthdate')
    return `${escape(value)} <span class="note">(${ageOn(value, today)} years)</span>`;
  if (key === 'guardian' && json) return guardian(json);
  if (key === 'consents' && json) return consents(json);
  if (key === 'keep_until')
    return `${escape(value)} <span class="note">(deleted with its photos after this day)</span>`;
  return escape(value);
}

function guardian(value: Record<string, unknown>): string {
  const relationship = RELATIONSHIPS[String(value.relationship)] ?? value.relationship;
  return [
    `<strong>${escape(value.name)}</strong> (${escape(relationship)})`,
    escape(value.email),
    escape(value.phone),
  ].join('<br>');
}

function consents(value: Record<string, unknown>): string {
  const yes = (given: unknown) => (given === true ? 'yes' : 'no');
  const lines = [
    `Privacy policy accepted: ${yes(value.privacy)} (text version ${escape(value.privacy_text_version)})`,
    `Keep for future castings: ${yes(value.future_castings)}`,
  ];
  if ('guardian_declaration' in value)
    lines.push(`Guardian's declaration: ${yes(value.guardian_declaration)}`);
  lines.push(
    `Given in ${escape(value.language)} on ${escape(madridTime(String(value.recorded_at)))}`,
  );
  return lines.join('<br>');
}

export function madridTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('es-ES', { timeZone: 'Europe/Madrid' });
}

function readJson(value: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
