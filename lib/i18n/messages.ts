import type { Locale } from './routing';

/**
 * A namespace of messages. In a build each message is precompiled (next.config.mjs), which turns
 * one with arguments into an array; only plain objects are namespaces.
 */
export type Messages = { [key: string]: string | unknown[] | Messages };

const isNamespace = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Messages are split by feature (common, talents, content, forms) so each stays small.
const NAMESPACE_FILES = ['common', 'talents', 'content', 'forms'] as const;

async function loadLocale(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    NAMESPACE_FILES.map((file) =>
      import(`../../messages/${locale}/${file}.json`).then((m: { default: Messages }) => m.default),
    ),
  );
  return parts.reduce<Messages>((all, part) => ({ ...all, ...part }), {});
}

/**
 * A locale's messages laid over the Spanish ones: Spanish is the fallback language for any missing
 * key.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const spanish = await loadLocale('es');
  return locale === 'es' ? spanish : mergeMessages(spanish, await loadLocale(locale));
}

export function mergeMessages(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isNamespace(value) && isNamespace(below) ? mergeMessages(below, value) : value;
  }
  return merged;
}

/**
 * What the browser components of every page use: the menu button, the error views and the
 * favorites (counts and toasts). The rest of the shell is server markup. Components of some pages
 * only get theirs from <ClientMessages> (components/i18n/client-messages.tsx).
 */
export const SHELL_NAMESPACES = ['Nav', 'Error', 'Favorites'] as const;

/** Only the namespaces client components need, so pages do not ship every message. */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
