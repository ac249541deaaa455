'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { shortenFileName } from '@/lib/forms/file-name';
import { PHOTO_TYPES, type ApplicationInput, type PhotoField } from '@/lib/schemas/application';

import { controlProps, ErrorHint } from './field';
import styles from './forms.module.css';
import { useErrorText } from './use-error-text';

const ACCEPT = PHOTO_TYPES.join(',');

type Props = { id: string; name: PhotoField; optional: boolean };

/** One photo slot: a file picker with a thumbnail of the chosen photo and its shortened name. */
export function PhotoInput({ id, name, optional }: Props) {
  const t = useTranslations('Forms.photos');
  const errorText = useErrorText();
  const { control } = useFormContext<ApplicationInput>();
  const { field, fieldState } = useController({ control, name });
  const file = field.value;
  const preview = usePreview(file);
  const input = useRef<HTMLInputElement | null>(null);
  const error = errorText(fieldState.error);

  // A cleared form must clear the picker too, or the same photo could not be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <div className={styles.photo} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.photoFrame}>
        {preview.url && file ? (
          // A local blob: preview, nothing to optimize.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={preview.url}
            alt={t('preview', { name: file.name })}
            width={120}
            height={160}
            className={styles.thumbnail}
          />
        ) : (
          <span className={styles.photoPlaceholder} aria-hidden="true">
            +
          </span>
        )}
        <span id={`${id}-label`} className={styles.photoLabel}>
          {t(name)}
          {optional ? <span className={styles.optional}> {t('optional')}</span> : null}
        </span>
        <span id={`${id}-file`} className={styles.photoName} data-testid={`${name}-name`}>
          {file ? shortenFileName(file.name) : t('choose')}
        </span>
      </label>
      <input
        {...controlProps(id, error, !optional)}
        // Named by the slot alone; the chosen file's name and any error describe it.
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-file ${id}-error` : `${id}-file`}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        name={field.name}
        type="file"
        accept={ACCEPT}
        className={styles.fileInput}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          preview.choose(chosen);
          field.onChange(chosen);
        }}
        onBlur={field.onBlur}
      />
      <ErrorHint id={id} error={error} />
    </div>
  );
}

type Preview = { file: File; url: string };

/**
 * Object URLs of chosen photos: made when a photo is chosen, revoked when another replaces it or
 * the slot goes away; shown only while that photo is still the field's value.
 */
function usePreview(file: File | undefined) {
  const [preview, setPreview] = useState<Preview>();
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );
  const choose = (next: File | undefined) =>
    setPreview(next ? { file: next, url: URL.createObjectURL(next) } : undefined);
  return { url: preview && preview.file === file ? preview.url : undefined, choose };
}
