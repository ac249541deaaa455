'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';

import { withCountTexts } from '@/lib/format/count';
import type { Quote, QuoteInput } from '@/lib/schemas/quote';
import { encodeModels } from '@/lib/schemas/quote-models';
import { selectFavoriteList, useFavorites } from '@/stores/favorites';

import { ContactFields } from './contact-fields';
import { ErrorHint } from './field';
import styles from './forms.module.css';
import { SendButton } from './send-button';
import { SentPanel } from './sent-panel';
import panelStyles from './sent-panel.module.css';
import { useErrorText } from './use-error-text';
import { postJson, useSendForm } from './use-send-form';

const EMPTY = { name: '', email: '', phone: '', message: '', website: '' };

/**
 * The quote request of the favorites page: the contact fields plus the favorite talents as
 * `models`. The favorites stay after a send (docs/product.md, "Quote request form").
 */
export function QuoteForm() {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const idPrefix = useId();
  const errorText = useErrorText();
  const favorites = useFavorites((state) => state.favorites);
  // Until local storage is read the count is unknown: no "No talents selected" before the list.
  const hydrated = useFavorites((state) => state.hydrated);
  const talents = useMemo(() => selectFavoriteList({ favorites }), [favorites]);
  const models = encodeModels(talents);
  const { form, status, failure, sent, onSubmit, another, reach } = useSendForm<QuoteInput, Quote>({
    schema: () => import('@/lib/schemas/quote').then((module) => module.quoteSchema),
    empty: { ...EMPTY, models },
    // The favorites stay after a send: a new request starts with them as they are now.
    cleared: () => ({ ...EMPTY, models }),
    first: 'name',
    request: postJson('/api/quote'),
  });

  // The list can change while the form is open (a card removed): send what is on screen.
  useEffect(() => {
    form.setValue('models', models, { shouldValidate: form.formState.isSubmitted });
  }, [form, models]);

  if (sent) return <QuoteSent sent={sent} onAnother={another} />;
  const modelsError = errorText(form.formState.errors.models);
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={onSubmit} {...reach}>
        <p className={styles.selection}>
          {hydrated
            ? t('talentsSelected', withCountTexts({ count: talents.length }, locale))
            : '\u00a0'}
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

/** The request as sent: the talents of its selection and where the quote will go. */
function QuoteSent({ sent, onAnother }: { sent: Quote; onAnother(): void }) {
  const t = useTranslations('Forms.sentPanel');
  const names = sentNames(sent.models);
  return (
    <SentPanel
      title={t('quoteTitle')}
      level={3}
      anotherLabel={t('quoteAnother')}
      onAnother={onAnother}
    >
      <p>{t('quoteSelection', { count: names.length })}</p>
      <ul className={panelStyles.list}>
        {names.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
      <p>
        {t.rich('quoteNext', { email: sent.email, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <p>{t('quoteKept')}</p>
    </SentPanel>
  );
}

/** The names in a sent `models` string (lib/schemas/quote-models.ts), which the schema checked. */
function sentNames(models: string): string[] {
  const list: unknown = JSON.parse(models);
  if (!Array.isArray(list)) return [];
  return list.flatMap((talent: unknown) => {
    const name: unknown =
      typeof talent === 'object' && talent !== null ? Reflect.get(talent, 'name') : null;
    return typeof name === 'string' ? [name] : [];
  });
}
