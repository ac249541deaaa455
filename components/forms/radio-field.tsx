'use client';

import { useTranslations } from 'next-intl';

import { ErrorHint } from './field';
import styles from './forms.module.css';
import { useFieldError } from './use-error-text';

type Props = {
  id: string;
  name: 'gender' | 'guardian_relationship';
  /** Its choices, each labelled by its key in Forms.fields. */
  choices: readonly ('woman' | 'man' | 'mother' | 'father' | 'guardian')[];
};

/** One choice of a few, as radio buttons under the field's name (its key in Forms.fields). */
export function RadioField({ id, name, choices }: Props) {
  const t = useTranslations('Forms.fields');
  const { register, error } = useFieldError(name);
  return (
    <fieldset
      className={styles.radios}
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className={styles.label}>{t(name)}</legend>
      <div className={styles.radioRow}>
        {choices.map((choice) => (
          <label key={choice} className={styles.radio}>
            <input type="radio" value={choice} {...register(name)} />
            <span>{t(choice)}</span>
          </label>
        ))}
      </div>
      <ErrorHint id={id} error={error} />
    </fieldset>
  );
}
