'use client';

import { useTranslations, type Messages } from 'next-intl';
import type { InputHTMLAttributes } from 'react';

import { controlProps, Field } from './field';
import styles from './forms.module.css';
import { useFieldError } from './use-error-text';

type Props = {
  /** The control's id; its error hint is `{id}-error`. */
  id: string;
  /** The field's name in the form's schema, and its label's key in Forms.fields. */
  name: keyof Messages['Forms']['fields'];
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  wide?: boolean;
  /** Shown beside the label when the field may be left blank. */
  optional?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'>;

/**
 * A text field of the form around it (react-hook-form's context), required unless `optional`:
 * labelled, registered, and with its error shown and announced.
 */
export function TextField({ id, name, rows, wide, optional, ...input }: Props) {
  const t = useTranslations('Forms.fields');
  const { register, error } = useFieldError(name);
  return (
    <Field id={id} label={t(name)} error={error} wide={wide} optional={optional}>
      {rows ? (
        <textarea
          {...controlProps(id, error)}
          {...register(name)}
          className={styles.textarea}
          rows={rows}
        />
      ) : (
        <input
          {...controlProps(id, error, !optional)}
          {...register(name)}
          className={styles.input}
          {...input}
        />
      )}
    </Field>
  );
}
