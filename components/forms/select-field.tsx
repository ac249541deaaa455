'use client';

import { useState } from 'react';
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
 * Its options are written as one string of markup, and only once the visitor reaches for the
 * select (focus, pointer or touch), before the browser opens it: the application's measures have
 * hundreds of options, and as React elements each would be serialized, created and hydrated on its
 * own, and as markup in the page each would still be parsed and styled, for lists nobody opens
 * (docs/performance.md, "What a form loads"). The field is uncontrolled (react-hook-form reads and
 * resets the select itself), so React never needs them as elements.
 */
export function SelectField({ id, label, error, placeholder, options, registration }: Props) {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return (
    <Field id={id} label={label} error={error}>
      <select
        {...controlProps(id, error)}
        {...registration}
        className={styles.select}
        onFocus={reach}
        onPointerDown={reach}
        dangerouslySetInnerHTML={{ __html: optionsHtml(placeholder, reached ? options : []) }}
      />
    </Field>
  );
}

function optionsHtml(placeholder: string, options: readonly Option[]): string {
  let html = `<option value="">${escapeHtml(placeholder)}</option>`;
  for (const { value, label } of options) {
    html += `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;
  }
  return html;
}
