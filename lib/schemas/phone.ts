import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';

// International phone numbers (libphonenumber-js, its default metadata: lengths and prefixes per
// country). The original specification's mask '+## (##) #####-####' is Brazil's and refuses
// Spanish numbers, so it is only kept as an accepted shape (docs/product.md, "Phone numbers").
export type { CountryCode };

/**
 * The original specification's mask, '+NN (NN) NNNNN-NNNN': a number sent in it stays valid, as '+'
 * and its digits.
 */
export const PHONE_MASK = '+00 (00) 00000-0000';
export const PHONE_PATTERN = new RegExp(
  `^${PHONE_MASK.replace(/[+()]/g, '\\$&').replace(/0/g, '\\d')}$`,
);

export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries();

export function callingCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** What the field shows and sends after the visitor typed `typed` with `country` chosen. */
export type TypedPhone = { text: string; value: string; country: CountryCode };

/**
 * As-you-type: digits are formatted for the chosen country ('655555431' → '655 55 54 31'); a
 * number starting with '+' is international and chooses its country itself. `value` is E.164
 * once there are enough digits to tell ('+34655555431'), else the text, for validation to refuse.
 */
export function typePhone(typed: string, country: CountryCode): TypedPhone {
  const international = typed.trimStart().startsWith('+');
  const digits = typed.replace(/\D/g, '');
  const formatter = international ? new AsYouType() : new AsYouType(country);
  const text = formatter.input(`${international ? '+' : ''}${digits}`);
  return {
    text,
    value: formatter.getNumber()?.number ?? text,
    country: (international && formatter.getCountry()) || country,
  };
}

/** The same number under another country: an international one keeps only its national digits. */
export function changeCountry(text: string, country: CountryCode): TypedPhone {
  const national = text.trimStart().startsWith('+')
    ? (parsePhoneNumberFromString(text)?.nationalNumber ?? '')
    : text;
  return typePhone(national, country);
}

/** A valid number for its country, in international form, or one in the old mask. */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) || isValidPhoneNumber(value);
}

/** E.164, what the panel stores: '+34655555431'. */
export function toE164(value: string): string {
  if (PHONE_PATTERN.test(value)) return `+${value.replace(/\D/g, '')}`;
  return parsePhoneNumberFromString(value)?.number ?? value;
}

/** A mobile number of the country as it is typed there, for the placeholder. */
export function examplePhone(country: CountryCode): string {
  return getExampleNumber(country, examples)?.formatNational() ?? '';
}
