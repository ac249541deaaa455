'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';

import { AppLink } from '@/components/ui/app-link';
import type { ApplicationInput } from '@/lib/schemas/application';

import { controlProps, ErrorHint } from './field';
import styles from './forms.module.css';
import { useErrorText } from './use-error-text';

/** The required privacy acceptance; the policy opens in a new tab so nothing typed is lost. */
export function PrivacyField({ id }: { id: string }) {
  const t = useTranslations('Forms');
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationInput>();
  const error = errorText(errors.privacy);
  return (
    <div className={styles.consent} data-invalid={error ? '' : undefined}>
      <input
        {...controlProps(id, error)}
        {...register('privacy')}
        type="checkbox"
        className={styles.checkbox}
      />
      <label htmlFor={id}>
        {t.rich('privacy', {
          link: (chunks) => (
            <AppLink href="/privacy" target="_blank" rel="noopener">
              {chunks}
            </AppLink>
          ),
        })}
      </label>
      <ErrorHint id={id} error={error} />
    </div>
  );
}
