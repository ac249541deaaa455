'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

import { trackedFetch } from '@/components/layout/progress';
import { whenIdle } from '@/components/layout/when-idle';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency-key';

import { markFields } from './mark-fields';
import type { Transfer } from './upload';
import { useSendStates } from './use-send-states';

type Schema<Input, Output> = $ZodType<Output, Input>;

type Options<Input extends FieldValues, Output> = {
  /**
   * The form's zod schema, or a function that imports it: zod comes with the page only for forms
   * that need it at once, the others load it when first checked (lazyResolver below).
   */
  schema: Schema<Input, Output> | (() => Promise<Schema<Input, Output>>);
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
  const [{ resolver, preload }] = useState(() =>
    typeof schema === 'function'
      ? lazyResolver(schema)
      : { resolver: zodResolver(schema), preload: null },
  );
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: empty });
  // A form hydrates as it nears the screen: its schema loads then, when the browser is idle, so the
  // first send need not wait for it.
  useEffect(() => (preload ? whenIdle(preload, 2000, 500) : undefined), [preload]);
  const { status, failure, send, cancel, progress } = useSendStates({
    onCleared: () => form.reset(cleared ? cleared(form.getValues()) : empty),
    onInvalid: (fields) => markFields(form.setError, fields),
    watch: form.watch,
  });
  const onSubmit = form.handleSubmit((values) =>
    send((key, transfer) => request(values, key, transfer)),
  );
  return { form, status, failure, onSubmit, cancel, progress };
}

/**
 * A resolver that imports the schema the first time the form is checked (its first send), so the
 * page's first scripts carry no zod.
 */
function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Schema<Input, Output>>,
): { resolver: Resolver<Input, unknown, Output>; preload(): void } {
  let loaded: Promise<Resolver<Input, unknown, Output>> | null = null;
  const ready = () => (loaded ??= load().then((schema) => zodResolver(schema)));
  return {
    resolver: async (values, context, options) => (await ready())(values, context, options),
    preload: () => void ready(),
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
