'use client';

import type { ReactNode } from 'react';

import { controlProps, ErrorHint } from './field';
import styles from './forms.module.css';
import { useFieldError } from './use-error-text';

type Props = {
  id: string;
  name: 'privacy' | 'castings' | 'guardian_declaration';
  /** Required boxes must be ticked to send; an optional one is a choice. */
  required: boolean;
  /** The statement the box agrees to. */
  children: ReactNode;
};

/** A box the applicant ticks to agree to a statement, with its error when it must be ticked. */
export function ConsentBox({ id, name, required, children }: Props) {
  const { register, error } = useFieldError(name);
  return (
    <div className={styles.consent} data-invalid={error ? '' : undefined}>
      <input
        {...controlProps(id, error, required)}
        {...register(name)}
        type="checkbox"
        className={styles.checkbox}
      />
      <label htmlFor={id}>{children}</label>
      <ErrorHint id={id} error={error} />
    </div>
  );
}
