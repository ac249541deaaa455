import type { ReactNode } from 'react';

import styles from './forms.module.css';

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  optional?: string;
  wide?: boolean;
  children: ReactNode;
};

/** A labelled control with its error hint; the control takes `controlProps(id, error)`. */
export function Field({ id, label, error, optional, wide, children }: FieldProps) {
  return (
    <div
      className={`${styles.field} ${wide ? styles.wide : ''}`}
      data-invalid={error ? '' : undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> · {optional}</span> : null}
      </label>
      {children}
      <ErrorHint id={id} error={error} />
    </div>
  );
}

export function ErrorHint({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  );
}

/** aria-invalid and aria-describedby (pointing to the hint) for an invalid control. */
export function controlProps(id: string, error: string | undefined, required = true) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  } as const;
}
