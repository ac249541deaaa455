'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useController, useFormContext } from 'react-hook-form';

import { controlById, useEarlyValues } from '@/components/ui/use-early-values';
import type { ApplicationInput } from '@/lib/schemas/application';
import type { Option } from '@/lib/talents/types';

import { controlProps, Field } from './field';
import styles from './forms.module.css';
import { useCities } from './use-cities';
import { useErrorText } from './use-error-text';

type Props = { idPrefix: string; countries: readonly Option[] };

/**
 * Country and city (docs/product.md, "Country and city"): choosing a country loads its cities; the
 * city select shows a loading state and stays disabled while they load or while no country is
 * chosen.
 */
export function PlaceFields({ idPrefix, countries }: Props) {
  const t = useTranslations('Forms');
  const errorText = useErrorText();
  const { control, resetField } = useFormContext<ApplicationInput>();
  const {
    field: { ref: countryRef, ...country },
    fieldState: countryState,
  } = useController({ control, name: 'country' });
  const {
    field: { ref: cityRef, ...city },
    fieldState: cityState,
  } = useController({ control, name: 'basedin' });
  const { cities, load } = useCities(useLocale());

  const countryId = country.value?.value;
  const current = countryId !== undefined && cities?.countryId === countryId ? cities : null;
  const loading = current?.status === 'loading';
  const countryError = errorText(countryState.error);
  const cityError = errorText(cityState.error);
  const countryControl = `${idPrefix}-country`;
  const cityControl = `${idPrefix}-basedin`;

  function chooseCountry(value: string) {
    const option = countries.find((item) => String(item.id) === value);
    country.onChange(option ? { value: option.id, label: option.value } : undefined);
    resetField('basedin');
    if (option) void load(option.id);
  }

  // Chosen before the form's scripts ran (on a slow phone): taken up as if chosen now.
  useEarlyValues(
    () => [controlById(countryControl)],
    [countryId === undefined ? '' : String(countryId)],
    ([value]) => chooseCountry(value ?? ''),
  );

  function chooseCity(value: string) {
    const option = current?.options.find((item) => String(item.id) === value);
    city.onChange(option ? { value: option.id, label: option.value } : undefined);
  }

  const cityPlaceholder = !countryId
    ? t('placeholders.cityFirst')
    : loading
      ? t('placeholders.cityLoading')
      : t('placeholders.city');
  return (
    <>
      <Field id={countryControl} label={t('fields.country')} error={countryError}>
        <select
          {...controlProps(countryControl, countryError)}
          className={styles.select}
          name={country.name}
          ref={countryRef}
          value={countryId ?? ''}
          onChange={(event) => chooseCountry(event.target.value)}
          onBlur={country.onBlur}
        >
          <option value="">{t('placeholders.country')}</option>
          {countries.map((option) => (
            <option key={option.id} value={option.id}>
              {option.value}
            </option>
          ))}
        </select>
      </Field>
      <Field id={cityControl} label={t('fields.basedin')} error={cityError}>
        <select
          {...controlProps(cityControl, cityError)}
          className={styles.select}
          name={city.name}
          ref={cityRef}
          value={city.value?.value ?? ''}
          onChange={(event) => chooseCity(event.target.value)}
          onBlur={city.onBlur}
          disabled={!current || loading}
          aria-busy={loading || undefined}
          data-loading={loading ? '' : undefined}
        >
          <option value="">{cityPlaceholder}</option>
          {(current?.options ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.value}
            </option>
          ))}
        </select>
        {current?.status === 'failed' ? (
          <p role="alert" className={styles.error}>
            {t('citiesFailed')}
          </p>
        ) : null}
      </Field>
    </>
  );
}
