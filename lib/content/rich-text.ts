import 'server-only';

import { site } from '../env/public.mjs';
import type { Locale } from '../i18n/routing';
import { sanitizeInline, sanitizeRichText, toPlainText } from './sanitize';
import type { Localized } from './types';
import { websiteText } from './website';

/** Panel HTML (post content, website texts) ready to render: sanitized, media made absolute. */
export function richHtml(html: string): string {
  return sanitizeRichText(html, { mediaBaseUrl: site.mediaBaseUrl, siteUrl: site.url });
}

/**
 * A website text (docs/product.md, "Website content": HTML, falling back to Spanish and then to its
 * key) in its three safe forms.
 */
export function websiteCopy(texts: Record<string, Localized>, name: string, locale: Locale) {
  const value = websiteText(texts, name, locale);
  return { html: richHtml(value), inline: sanitizeInline(value), text: toPlainText(value) };
}
