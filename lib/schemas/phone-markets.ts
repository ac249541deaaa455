import type { CountryCode } from 'libphonenumber-js';

import type { Locale } from '../i18n/routing';

// What the phone field shows before libphonenumber-js has loaded: the field starts on its page's
// market, and the library (its metadata is most of a form's code) loads only once the visitor
// reaches for the form (docs/performance.md, "What a form loads"). phone.test.ts checks these
// against the library.

/** The country a page's visitors most likely call from: the agency's own market for Spanish. */
export const PHONE_MARKETS: Record<Locale, CountryCode> = { es: 'ES', en: 'GB', pt: 'BR' };

export function phoneMarket(locale: string): CountryCode {
  return Object.entries(PHONE_MARKETS).find(([key]) => key === locale)?.[1] ?? PHONE_MARKETS.es;
}

/** Each market's calling code and a mobile number as it is typed there (the placeholder). */
export const MARKET_PHONES: Readonly<Record<string, { callingCode: string; example: string }>> = {
  ES: { callingCode: '+34', example: '612 34 56 78' },
  GB: { callingCode: '+44', example: '07400 123456' },
  BR: { callingCode: '+55', example: '(11) 96123-4567' },
};
