'use client';

import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
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
  /** The values a form gets back when the visitor sends another; `empty` unless given. */
  cleared?(values: Input): DefaultValues<Input>;
  /** The field that takes focus when a new form follows a sent one. */
  first: Path<Input>;
  /** Sends valid values with the submission's idempotency key; may report progress and abort. */
  request(values: Output, idempotencyKey: string, transfer: Transfer): Promise<Response>;
};

/**
 * The set-up every form shares: react-hook-form checked by the form's zod schema, the send states
 * of useSendStates, the fields the server refused marked, and what was sent (`sent`, shown by the
 * form's confirmation until the visitor asks for `another` form, which is empty and focused).
 */
export function useSendForm<Input extends FieldValues, Output>({
  schema,
  empty,
  cleared,
  first,
  request,
}: Options<Input, Output>) {
  const [{ resolver, preload }] = useState(() => lazyResolver(schema));
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: empty });
  const [sent, setSent] = useState<Output | null>(null);
  const refocus = useRef(false);
  const states = useSendStates({
    onCleared: () => form.reset(cleared ? cleared(form.getValues()) : empty),
    onInvalid: (fields) => markFields(form.setError, fields),
    watch: form.watch,
  });
  const { status, failure, send, cancel, progress } = states;
  const onSubmit = form.handleSubmit(async (values) => {
    if (await send((key, transfer) => request(values, key, transfer))) setSent(values);
  });
  const another = () => {
    refocus.current = true;
    setSent(null);
    states.another();
  };
  // The new form is in place once the confirmation has gone: the visitor starts where they type.
  useEffect(() => {
    if (status !== 'idle' || !refocus.current) return;
    refocus.current = false;
    form.setFocus(first);
  }, [status, form, first]);
  // The schema loads when the visitor points at the form or moves into it, well before a first send
  // or a field's first check needs it; a visitor who only reads the page never loads it.
  const reach = { onPointerOver: preload, onFocus: preload };
  return {
    form,
    status,
    failure,
    sent: status === 'sent' ? sent : null,
    onSubmit,
    cancel,
    another,
    progress,
    reach,
  };
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
