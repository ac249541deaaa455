'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { controlById, useEarlyValues } from '@/components/ui/use-early-values';
import type { ApplicationInput } from '@/lib/schemas/application';

import styles from './birthdate-field.module.css';
import type { BirthdateFormat, DatePart } from './date-order';
import { ErrorHint } from './field';
import formStyles from './forms.module.css';
import { useErrorText } from './use-error-text';
import { useMinorApplicant } from './use-minor-applicant';

type Parts = Record<DatePart, string>;
const EMPTY: Parts = { day: '', month: '', year: '' };

/**
 * The applicant's date of birth as three fields in the page's date order (day, month by name,
 * year), which phones fill from their contact card (`bday-*`) and type with the number pad: a
 * birth date decades ago is quicker typed than scrolled to in a date picker, and a native date
 * input writes the date in the browser's language, not the page's. The form's value is
 * 'YYYY-MM-DD' (or what was typed so far, for the schema to refuse). Under 18, it says a guardian
 * section follows. The order, month names and example come from the server (`format`).
 */
export function BirthdateField({ id, format }: { id: string; format: BirthdateFormat }) {
  const t = useTranslations('Forms');
  const errorText = useErrorText();
  const { control } = useFormContext<ApplicationInput>();
  const { field, fieldState } = useController({ control, name: 'birthdate' });
  const [typed, setTyped] = useState<Parts>(() => partsOf(field.value));
  // The form cleared its value: clear what is shown with it.
  const parts = field.value === '' && composed(typed) !== '' ? EMPTY : typed;
  const { order, months, example } = format;
  const error = errorText(fieldState.error);
  const minor = useMinorApplicant();
  const hintId = `${id}-hint`;
  const describedBy = error ? `${hintId} ${id}-error` : hintId;

  function change(part: DatePart, value: string) {
    const next = { ...parts, [part]: part === 'month' ? value : value.replace(/\D/g, '') };
    setTyped(next);
    field.onChange(composed(next));
  }

  // Typed or chosen before the form's scripts ran (on a slow phone): taken up as if entered now.
  useEarlyValues(
    () => order.map((part) => controlById(`${id}-${part}`)),
    order.map((part) => parts[part]),
    (values) => {
      const next = { ...parts };
      order.forEach((part, index) => {
        const value = values[index] ?? '';
        next[part] = part === 'month' ? value : value.replace(/\D/g, '');
      });
      setTyped(next);
      field.onChange(composed(next));
    },
  );

  const partProps = (part: DatePart) => ({
    id: `${id}-${part}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': true,
    value: parts[part],
    onBlur: field.onBlur,
  });

  return (
    <fieldset
      className={`${formStyles.radios} ${styles.date}`}
      data-invalid={error ? '' : undefined}
    >
      <legend className={formStyles.label}>{t('fields.birthdate')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('birthdateHint', { example })}
      </p>
      <div className={styles.parts}>
        {order.map((part, index) => (
          <div key={part} className={`${styles.part} ${styles[part]}`}>
            <label htmlFor={`${id}-${part}`} className={styles.partLabel}>
              {t(`fields.${partLabel[part]}`)}
            </label>
            {part === 'month' ? (
              <select
                {...partProps(part)}
                ref={index === 0 ? field.ref : undefined}
                className={formStyles.select}
                autoComplete="bday-month"
                onChange={(event) => change(part, event.target.value)}
              >
                <option value="">{t('placeholders.select')}</option>
                {months.map((name, month) => (
                  <option key={name} value={String(month + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...partProps(part)}
                ref={index === 0 ? field.ref : undefined}
                className={formStyles.input}
                type="text"
                inputMode="numeric"
                maxLength={part === 'year' ? 4 : 2}
                autoComplete={part === 'year' ? 'bday-year' : 'bday-day'}
                onChange={(event) => change(part, event.target.value)}
              />
            )}
          </div>
        ))}
      </div>
      <ErrorHint id={id} error={error} />
      {/* Always in the page, so that the guardian section's arrival is announced. */}
      <p role="status" className={styles.notice}>
        {minor ? t('minorNotice') : null}
      </p>
    </fieldset>
  );
}

const partLabel = { day: 'birthDay', month: 'birthMonth', year: 'birthYear' } as const;

/** 'YYYY-MM-DD' from the parts, '' when none is given. */
function composed({ day, month, year }: Parts): string {
  if (!day && !month && !year) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function partsOf(value: string | undefined): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return EMPTY;
  return { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) };
}
