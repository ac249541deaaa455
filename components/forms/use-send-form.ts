'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

import { trackedFetch } from '@/components/layout/progress';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency-key';

import { markFields } from './mark-fields';
import { useSendStates } from './use-send-states';

type Options<Input extends FieldValues, Output> = {
  schema: $ZodType<Output, Input>;
  empty: DefaultValues<Input>;
  /**
   * The values a form gets back once its sent confirmation has been shown; `empty` unless given.
   */
  cleared?(values: Input): DefaultValues<Input>;
  /** Sends valid values with the submission's idempotency key. */
  request(values: Output, idempotencyKey: string): Promise<Response>;
};

/**
 * The set-up every form shares: react-hook-form checked by the form's zod schema, the send states
 * of useSendStates, the fields the server refused marked, and the form cleared after a send.
 */
export function useSendForm<Input extends FieldValues, Output>({
  schema,
  empty,
  cleared,
  request,
}: Options<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { status, failure, send } = useSendStates({
    onCleared: () => form.reset(cleared ? cleared(form.getValues()) : empty),
    onInvalid: (fields) => markFields(form.setError, fields),
    watch: form.watch,
  });
  const onSubmit = form.handleSubmit((values) => send((key) => request(values, key)));
  return { form, status, failure, onSubmit };
}

/** A request that POSTs the values as JSON to `url`. */
export function postJson(url: string) {
  return (values: unknown, idempotencyKey: string) =>
    trackedFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(values),
    });
}
