import type { Locale } from '../i18n/routing';
import type { Localized } from './types';

/**
 * A panel label in a locale, falling back to Spanish (the site's fallback language) and then to any
 * value.
 */
export function localizedLabel(value: Localized, locale: Locale): string {
  return value[locale] || value.es || Object.values(value).find(Boolean) || '';
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/**
 * An Instagram handle from the panel ('name', '@name' or a profile URL) and its profile URL; null
 * when unusable.
 */
export function instagramProfile(value: string | null): { handle: string; url: string } | null {
  const raw = value?.trim() ?? '';
  const fromUrl = /instagram\.com\/([^/?#]+)/i.exec(raw)?.[1];
  const handle = (fromUrl ?? raw).replace(/^@/, '');
  if (!/^[\w.]{1,30}$/.test(handle)) return null;
  return { handle, url: `https://www.instagram.com/${handle}/` };
}

/**
 * The entry a booker should use (a composite card has room for one): the one labelled booking, else
 * the first.
 */
export function bookingEntry<T>(entries: readonly T[], label: (entry: T) => Localized): T | null {
  return (
    entries.find((entry) =>
      Object.values(label(entry)).some((text) => /booking/i.test(text ?? '')),
    ) ??
    entries[0] ??
    null
  );
}
