'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
} from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { useEarlyValues } from '@/components/ui/use-early-values';
import type { CountryCode } from '@/lib/schemas/phone';
import { MARKET_PHONES, phoneMarket } from '@/lib/schemas/phone-markets';

import { controlProps, Field } from './field';
import styles from './forms.module.css';
import { useFieldError } from './use-error-text';

type Props = {
  /** The control's id; its error hint is `{id}-error`. */
  id: string;
  /** The form's field (its label's key in Forms.fields): a phone, or a minor's guardian's. */
  name?: 'phone' | 'guardian_phone';
  /** Shown beside the label when the field may be left blank. */
  optional?: string;
};
type Phones = typeof import('@/lib/schemas/phone');
type Typed = { text: string; country: CountryCode };

let phones: Phones | null = null;
let loading: Promise<Phones> | null = null;
const arrivals = new Set<() => void>();

function onArrival(listener: () => void) {
  arrivals.add(listener);
  return () => void arrivals.delete(listener);
}

/**
 * libphonenumber-js and the field's helpers (lib/schemas/phone.ts), imported the first time a
 * visitor reaches for a phone field: its metadata is most of a form's code, and a visitor who only
 * reads the page never needs it (docs/performance.md, "What a form loads"). A failed import is
 * tried again on the next reach.
 */
function loadPhones(): Promise<Phones> {
  loading ??= import('@/lib/schemas/phone').then(
    (module) => {
      phones = module;
      for (const listener of arrivals) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * An international phone number: a country picker (default: the page's market) and the number,
 * formatted as it is typed for that country. A number typed with '+' picks its country itself.
 * The form's value is E.164 ('+34655555431') once the number can be read, for the schema to check.
 * Until libphonenumber-js has loaded (it starts loading when the visitor points at, touches or
 * focuses the field), the field shows its market and keeps what is typed as typed, formatted as
 * soon as the library arrives.
 */
export function PhoneField({ id, name = 'phone', optional }: Props) {
  const t = useTranslations('Forms.fields');
  const locale = useLocale();
  const { error } = useFieldError(name);
  const { control } = useFormContext<{ phone: string; guardian_phone: string }>();
  const { field } = useController({ control, name });
  // Every phone field on the page gets the library when it arrives, whichever one asked for it.
  const lib = useSyncExternalStore(
    onArrival,
    () => phones,
    () => null,
  );
  const [typed, setTyped] = useState<Typed>({ text: '', country: phoneMarket(locale) });
  const caret = useRef<{ digits: number } | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // The form cleared its value (after a send): clear what is shown with it.
  const text = field.value === '' ? '' : typed.text;
  const countryId = `${id}-country`;

  // After a reformat, the caret stays after the same digits instead of jumping to the end.
  useLayoutEffect(() => {
    const element = input.current;
    if (!caret.current || !element || document.activeElement !== element) return;
    const position = positionAfterDigits(element.value, caret.current.digits);
    element.setSelectionRange(position, position);
    caret.current = null;
  }, [text]);

  // Typed before the form's scripts ran (on a slow phone): taken up as if typed now.
  useEarlyValues(
    () => [input.current],
    [text],
    () => input.current && adopt(input.current),
  );

  // Only loading can give the field its library, and the country can only change with it: what
  // was typed meanwhile, under the market's country, is formatted when it arrives.
  function reach() {
    if (lib) return;
    loadPhones().then(
      (loaded) => {
        const element = input.current;
        if (!element?.value) return;
        rememberCaret(element);
        apply(loaded.typePhone(element.value, typed.country));
      },
      // Offline or a new deployment: the number stays as typed and the schema, which needs the
      // same library, reports the failed send; the next reach tries again.
      () => {},
    );
  }

  function rememberCaret(element: HTMLInputElement) {
    const { value, selectionStart } = element;
    const atEnd = selectionStart === null || selectionStart >= value.length;
    caret.current = atEnd ? null : { digits: countDigits(value.slice(0, selectionStart)) };
  }

  function onType(event: ChangeEvent<HTMLInputElement>) {
    adopt(event.target);
  }

  function adopt(element: HTMLInputElement) {
    if (!lib) {
      setTyped({ text: element.value, country: typed.country });
      field.onChange(element.value);
      reach();
      return;
    }
    rememberCaret(element);
    apply(lib.typePhone(element.value, typed.country));
  }

  function apply(next: { text: string; value: string; country: CountryCode }) {
    setTyped({ text: next.text, country: next.country });
    field.onChange(next.value);
  }

  return (
    <Field id={id} label={t(name)} error={error} optional={optional}>
      <div className={styles.phone} onPointerOver={reach} onPointerDown={reach} onFocus={reach}>
        <CountryPicker
          id={countryId}
          label={t('phoneCountry')}
          lib={lib}
          country={typed.country}
          onChange={(country) => lib && apply(lib.changeCountry(text, country))}
        />
        <input
          {...controlProps(id, error, !optional)}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          className={styles.input}
          name={field.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={
            lib ? lib.examplePhone(typed.country) : (MARKET_PHONES[typed.country]?.example ?? '')
          }
          value={text}
          onChange={onType}
          onBlur={field.onBlur}
        />
      </div>
    </Field>
  );
}

type PickerProps = {
  id: string;
  label: string;
  lib: Phones | null;
  country: CountryCode;
  onChange(country: CountryCode): void;
};

/**
 * A native select (label, keyboard and screen readers as the platform gives them) drawn as the
 * chosen country's code and prefix. The ~245 countries, named by the browser in the page's
 * language, are only put in the list once libphonenumber-js has loaded, which the field asks for
 * when the visitor reaches for it: the page does not pay for them otherwise, and server and
 * browser never disagree on a name.
 */
function CountryPicker({ id, label, lib, country, onChange }: PickerProps) {
  const locale = useLocale();
  const all = useMemo(() => (lib ? countryOptions(lib, locale) : null), [lib, locale]);
  const options = all ?? [{ code: country, name: country }];
  const callingCode = (code: CountryCode) =>
    lib ? lib.callingCode(code) : (MARKET_PHONES[code]?.callingCode ?? '');
  return (
    <div className={styles.phoneCountry}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className={styles.phoneCountryShown} aria-hidden="true">
        {country} {callingCode(country)}
      </span>
      <select
        id={id}
        className={styles.phoneCountrySelect}
        value={country}
        onChange={(event) =>
          onChange(options.find((option) => option.code === event.target.value)?.code ?? country)
        }
      >
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name} {callingCode(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

function countryOptions(lib: Phones, locale: string): { code: CountryCode; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const { compare } = new Intl.Collator(locale);
  return lib.PHONE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    compare(a.name, b.name),
  );
}

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

function positionAfterDigits(text: string, digits: number): number {
  if (digits === 0) return text.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index)) && ++seen === digits) return index + 1;
  }
  return text.length;
}
