import type { UseFormRegisterReturn } from 'react-hook-form';

import { escapeHtml } from '@/lib/format/escape-html';

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

/**
 * A select of fixed options, starting on an empty placeholder so nothing is chosen by accident.
 * Its options are written as one string of markup: the application's measures have some 700, and
 * as React elements each was serialized, created and hydrated on its own, for a list only the
 * browser ever reads (docs/performance.md, "What a form loads"). The field is uncontrolled
 * (react-hook-form reads and resets the select itself), so React never needs them.
 */
export function SelectField({ id, label, error, placeholder, options, registration }: Props) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        {...controlProps(id, error)}
        {...registration}
        className={styles.select}
        dangerouslySetInnerHTML={{ __html: optionsHtml(placeholder, options) }}
      />
    </Field>
  );
}

export function optionsHtml(placeholder: string, options: readonly Option[]): string {
  let html = `<option value="">${escapeHtml(placeholder)}</option>`;
  for (const { value, label } of options) {
    html += `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;
  }
  return html;
}
