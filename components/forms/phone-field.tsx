'use client';

import { useController, useFormContext } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK_OPTIONS } from '@/lib/forms/phone';
import { controlProps, Field } from './field';
import styles from './forms.module.css';

type Props = { id: string; label: string; error?: string };

/** The phone input, masked '+## (##) #####-####' while typing (SPEC.md §9). */
export function PhoneField({ id, label, error }: Props) {
  const { control } = useFormContext<{ phone: string }>();
  const { field } = useController({ control, name: 'phone' });
  return (
    <Field id={id} label={label} error={error}>
      <IMaskInput
        {...PHONE_MASK_OPTIONS}
        {...controlProps(id, error)}
        className={styles.input}
        name={field.name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+00 (00) 00000-0000"
        value={field.value}
        inputRef={field.ref}
        onBlur={field.onBlur}
        // Only the visitor's typing changes the value: the mask also accepts values the form sets.
        onAccept={(value, _mask, event) => {
          if (event) field.onChange(value);
        }}
      />
    </Field>
  );
}
