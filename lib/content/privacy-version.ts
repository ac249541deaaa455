import 'server-only';

import { createHash } from 'node:crypto';

import type { Locale } from '../i18n/routing';
import type { Localized } from './types';
import { websiteText } from './website';

/**
 * The version of the privacy text a page shows in `locale` (docs/product.md, "Consents and
 * retention"): the first 12 hex digits of the SHA-256 of the panel's `privacy_text` as it is
 * shown (with its Spanish fallback). The privacy page prints it and every application records the
 * one its applicant accepted, so the agency can tell which text that was after the panel changes it.
 */
export function privacyTextVersion(texts: Record<string, Localized>, locale: Locale): string {
  return createHash('sha256')
    .update(websiteText(texts, 'privacy_text', locale))
    .digest('hex')
    .slice(0, 12);
}
