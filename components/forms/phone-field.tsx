'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import {
  callingCode,
  changeCountry,
  examplePhone,
  PHONE_COUNTRIES,
  phoneMarket,
  typePhone,
  type CountryCode,
} from '@/lib/schemas/phone';

import { controlProps, Field } from './field';
import styles from './forms.module.css';

type Props = { id: string; label: string; error?: string };

/**
 * An international phone number: a country picker (default: the page's market) and the number,
 * formatted as it is typed for that country. A number typed with '+' picks its country itself.
 * The form's value is E.164 ('+34655555431') once the number can be read, for the schema to check.
 */
export function PhoneField({ id, label, error }: Props) {
  const t = useTranslations('Forms.fields');
  const locale = useLocale();
  const { control } = useFormContext<{ phone: string }>();
  const { field } = useController({ control, name: 'phone' });
  const [typed, setTyped] = useState({ text: '', country: phoneMarket(locale) });
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

  function onType(event: ChangeEvent<HTMLInputElement>) {
    const { value, selectionStart } = event.target;
    const atEnd = selectionStart === null || selectionStart >= value.length;
    caret.current = atEnd ? null : { digits: countDigits(value.slice(0, selectionStart)) };
    apply(typePhone(value, typed.country));
  }

  function apply(next: { text: string; value: string; country: CountryCode }) {
    setTyped({ text: next.text, country: next.country });
    field.onChange(next.value);
  }

  return (
    <Field id={id} label={label} error={error}>
      <div className={styles.phone}>
        <CountryPicker
          id={countryId}
          label={t('phoneCountry')}
          country={typed.country}
          onChange={(country) => apply(changeCountry(text, country))}
        />
        <input
          {...controlProps(id, error)}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          className={styles.input}
          name={field.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={examplePhone(typed.country)}
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
  country: CountryCode;
  onChange(country: CountryCode): void;
};

/**
 * A native select (label, keyboard and screen readers as the platform gives them) drawn as the
 * chosen country's code and prefix. The ~245 countries, named by the browser in the page's
 * language, are only put in the list once the visitor reaches for it (focus or pointer): the page
 * does not pay for them otherwise, and server and browser never disagree on a name.
 */
function CountryPicker({ id, label, country, onChange }: PickerProps) {
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const all = useMemo(() => (expanded ? countryOptions(locale) : null), [expanded, locale]);
  const options = all ?? [{ code: country, name: country }];
  const expand = () => setExpanded(true);
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
        onFocus={expand}
        onPointerDown={expand}
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

function countryOptions(locale: string): { code: CountryCode; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const { compare } = new Intl.Collator(locale);
  return PHONE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
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
