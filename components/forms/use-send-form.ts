'use client';

import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

import { trackedFetch } from '@/components/layout/progress';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency-key';

import { markFields } from './mark-fields';
import type { Transfer } from './upload';
import { useSendStates } from './use-send-states';

type Schema<Input, Output> = $ZodType<Output, Input>;

type Options<Input extends FieldValues, Output> = {
  /**
   * Imports the form's zod schema: zod (and libphonenumber-js, which the phone rule needs) load
   * when the visitor reaches for the form or it is first checked, not with the page (lazyResolver
   * below).
   */
  schema: () => Promise<Schema<Input, Output>>;
  empty: DefaultValues<Input>;
  /**
   * The values a form gets back once its sent confirmation has been shown; `empty` unless given.
   */
  cleared?(values: Input): DefaultValues<Input>;
  /** Sends valid values with the submission's idempotency key; may report progress and abort. */
  request(values: Output, idempotencyKey: string, transfer: Transfer): Promise<Response>;
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
  const [{ resolver, preload }] = useState(() => lazyResolver(schema));
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: empty });
  const { status, failure, send, cancel, progress } = useSendStates({
    onCleared: () => form.reset(cleared ? cleared(form.getValues()) : empty),
    onInvalid: (fields) => markFields(form.setError, fields),
    watch: form.watch,
  });
  const onSubmit = form.handleSubmit((values) =>
    send((key, transfer) => request(values, key, transfer)),
  );
  // The schema loads when the visitor points at the form or moves into it, well before a first send
  // or a field's first check needs it; a visitor who only reads the page never loads it.
  const reach = { onPointerOver: preload, onFocus: preload };
  return { form, status, failure, onSubmit, cancel, progress, reach };
}

/**
 * A resolver that imports the schema the first time the form is checked, unless `preload` already
 * has, so the page's first scripts carry no zod.
 */
function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Schema<Input, Output>>,
): { resolver: Resolver<Input, unknown, Output>; preload(): void } {
  let loaded: Promise<Resolver<Input, unknown, Output>> | null = null;
  const ready = () =>
    (loaded ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        // Offline or a new deployment: the send reports it, and the next check tries again.
        loaded = null;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await ready())(values, context, options),
    preload: () => void ready().catch(() => {}),
  };
}

/** A request that POSTs the values as JSON to `url`. */
export function postJson(url: string) {
  return (values: unknown, idempotencyKey: string, { signal }: Transfer) =>
    trackedFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(values),
      signal,
    });
}
