import type { UseFormRegisterReturn } from 'react-hook-form';

import { controlProps, Field } from './field';
import styles from './forms.module.css';

type Option = { value: string; label: string };

type Props = {
  id: string;
  label: string;
  error?: string;
  placeholder: string;
  options: readonly Option[];
  registration: UseFormRegisterReturn;
};

/** A select of fixed options, starting on an empty placeholder so nothing is chosen by accident. */
export function SelectField({ id, label, error, placeholder, options, registration }: Props) {
  return (
    <Field id={id} label={label} error={error}>
      <select {...controlProps(id, error)} {...registration} className={styles.select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
