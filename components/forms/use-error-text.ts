'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, type FieldError as FormError } from 'react-hook-form';

import { isFieldError } from '@/lib/schemas/field-errors';

type MaybeError = FormError | { [key: string]: MaybeError | undefined } | undefined;

/** The first message in an error tree (a country's error may sit on its `value`). */
function firstMessage(error: MaybeError): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('type' in error) return typeof error.message === 'string' ? error.message : undefined;
  for (const [key, child] of Object.entries(error)) {
    const message = key === 'ref' ? undefined : firstMessage(child);
    if (message) return message;
  }
  return undefined;
}

/** Translates a field's error key (lib/schemas/fields.ts) into the short hint shown under it. */
export function useErrorText() {
  const t = useTranslations('Forms.errors');
  return (error: MaybeError): string | undefined => {
    if (!error) return undefined;
    const message = firstMessage(error);
    return t(isFieldError(message) ? message : 'invalid');
  };
}

/**
 * The hint under a field of the form around it (react-hook-form's context), translated, and the
 * form's `register`: what each field component needs of its form.
 */
export function useFieldError(name: string) {
  const errorText = useErrorText();
  const { register, getFieldState, formState } = useFormContext();
  return { register, error: errorText(getFieldState(name, formState).error) };
}
