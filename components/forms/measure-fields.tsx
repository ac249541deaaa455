'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';

import type { ApplicationInput } from '@/lib/schemas/application';
import { MEASURE_OPTIONS, type MeasureField, type MeasureOption } from '@/lib/schemas/options';

import styles from './forms.module.css';
import { SelectField } from './select-field';
import { useErrorText } from './use-error-text';

const MEASURES: readonly MeasureField[] = ['height', 'bust', 'waist', 'jeans', 'shoes'];

type Props = { idPrefix: string; eyes: readonly MeasureOption[] };

/** Height, bust (chest for a man), waist, jeans, shoes and eye colour. */
export function MeasureFields({ idPrefix, eyes }: Props) {
  const t = useTranslations('Forms');
  const errorText = useErrorText();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ApplicationInput>();
  const gender = useWatch({ control, name: 'gender' });
  const label = (field: MeasureField) =>
    field === 'bust' && gender === 'man' ? t('fields.chest') : t(`fields.${field}`);

  return (
    <div className={styles.grid3}>
      {MEASURES.map((field) => (
        <SelectField
          key={field}
          id={`${idPrefix}-${field}`}
          label={label(field)}
          error={errorText(errors[field])}
          placeholder={t('placeholders.select')}
          options={MEASURE_OPTIONS[field]}
          registration={register(field)}
        />
      ))}
      <SelectField
        id={`${idPrefix}-eyes`}
        label={t('fields.eyes')}
        error={errorText(errors.eyes)}
        placeholder={t('placeholders.select')}
        options={eyes}
        registration={register('eyes')}
      />
    </div>
  );
}
