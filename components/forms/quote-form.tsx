'use client';

import { useEffect, useId, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency-key';
import { trackedFetch } from '@/lib/progress';
import { encodeModels, quoteSchema, type Quote, type QuoteInput } from '@/lib/schemas/quote';
import { selectFavoriteList, useFavorites } from '@/stores/favorites';
import { ContactFields } from './contact-fields';
import { ErrorHint } from './field';
import { markFields } from './mark-fields';
import { SendButton } from './send-button';
import { useErrorText } from './use-error-text';
import { useFormSend } from './use-form-send';
import styles from './forms.module.css';

const EMPTY = { name: '', email: '', phone: '', message: '', website: '' };

/** The quote request of the favorites page: the contact fields plus the favorite talents as `models`. */
export function QuoteForm() {
  const t = useTranslations('Forms');
  const idPrefix = useId();
  const errorText = useErrorText();
  const favorites = useFavorites((state) => state.favorites);
  const talents = useMemo(() => selectFavoriteList({ favorites }), [favorites]);
  const models = encodeModels(talents);
  const form = useForm<QuoteInput, unknown, Quote>({ resolver: zodResolver(quoteSchema), defaultValues: { ...EMPTY, models } });
  const { status, failure, send } = useFormSend({
    onCleared: () => form.reset({ ...EMPTY, models: form.getValues('models') }),
    onInvalid: (fields) => markFields(form.setError, fields),
    watch: form.watch,
  });

  // The list can change while the form is open (a card removed): send what is on screen.
  useEffect(() => {
    form.setValue('models', models, { shouldValidate: form.formState.isSubmitted });
  }, [form, models]);

  const onValid = (values: Quote) =>
    send((key) =>
      trackedFetch('/api/quote', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify(values),
      }),
    );

  const modelsError = errorText(form.formState.errors.models);
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit(onValid)}>
        <p className={styles.selection}>{t('talentsSelected', { count: talents.length })}</p>
        <ContactFields idPrefix={idPrefix} />
        <div role="alert" className={styles.blocker}>
          <ErrorHint id={`${idPrefix}-models`} error={modelsError} />
        </div>
        <SendButton status={status} failure={failure} />
      </form>
    </FormProvider>
  );
}
