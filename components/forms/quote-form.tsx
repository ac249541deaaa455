'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';

import { withCountTexts } from '@/lib/format/count';
import { encodeModels } from '@/lib/schemas/quote-models';
import { selectFavoriteList, useFavorites } from '@/stores/favorites';

import { ContactFields } from './contact-fields';
import { ErrorHint } from './field';
import styles from './forms.module.css';
import { SendButton } from './send-button';
import { useErrorText } from './use-error-text';
import { postJson, useSendForm } from './use-send-form';

const EMPTY = { name: '', email: '', phone: '', message: '', website: '' };

/**
 * The quote request of the favorites page: the contact fields plus the favorite talents as
 * `models`.
 */
export function QuoteForm() {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const idPrefix = useId();
  const errorText = useErrorText();
  const favorites = useFavorites((state) => state.favorites);
  const talents = useMemo(() => selectFavoriteList({ favorites }), [favorites]);
  const models = encodeModels(talents);
  const { form, status, failure, onSubmit, reach } = useSendForm({
    schema: () => import('@/lib/schemas/quote').then((module) => module.quoteSchema),
    empty: { ...EMPTY, models },
    // The favorites stay after a send: keep what the form sends of them.
    cleared: (values) => ({ ...EMPTY, models: values.models }),
    request: postJson('/api/quote'),
  });

  // The list can change while the form is open (a card removed): send what is on screen.
  useEffect(() => {
    form.setValue('models', models, { shouldValidate: form.formState.isSubmitted });
  }, [form, models]);

  const modelsError = errorText(form.formState.errors.models);
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={onSubmit} {...reach}>
        <p className={styles.selection}>
          {t('talentsSelected', withCountTexts({ count: talents.length }, locale))}
        </p>
        <ContactFields idPrefix={idPrefix} />
        <div role="alert" className={styles.blocker}>
          <ErrorHint id={`${idPrefix}-models`} error={modelsError} />
        </div>
        <SendButton status={status} failure={failure} />
      </form>
    </FormProvider>
  );
}
