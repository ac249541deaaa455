'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { shortenFileName } from '@/lib/forms/file-name';
import type { ApplicationInput } from '@/lib/schemas/application';
import type { PhotoField } from '@/lib/schemas/application-fields';

import { controlProps, ErrorHint } from './field';
import styles from './forms.module.css';
import { useFormPhotoPreparations } from './photo-preparations';
import { useErrorText } from './use-error-text';

// Any picture: what the browser can decode is prepared as a JPEG (lib/photos/prepare.ts), and what
// it cannot is refused with the formats that work.
const ACCEPT = 'image/*';

type Props = { id: string; name: PhotoField; optional: boolean };

/**
 * One photo slot: a file picker with a thumbnail of the prepared photo and the chosen file's
 * shortened name. The field holds the prepared photo, or why the chosen one was refused. Choosing
 * again replaces the photo; an optional one can also be removed, which a refused one needs so that
 * it stops blocking the send.
 */
export function PhotoInput({ id, name, optional }: Props) {
  const t = useTranslations('Forms.photos');
  const errorText = useErrorText();
  const { control, trigger } = useFormContext<ApplicationInput>();
  const { field, fieldState } = useController({ control, name });
  const chosen = field.value;
  const file = chosen instanceof File ? chosen : undefined;
  const preview = usePreview(file);
  const input = useRef<HTMLInputElement | null>(null);
  const error = errorText(fieldState.error);
  const preparations = useFormPhotoPreparations();
  const [preparing, setPreparing] = useState(false);
  const latest = useRef(0);

  // A cleared form must clear the picker too, or the same photo could not be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  async function prepare(original: File, attempt: number) {
    const result = await import('@/lib/photos/prepare')
      .then(({ preparePhoto }) => preparePhoto(original))
      .catch(() => null);
    // A photo chosen since replaces this one.
    if (attempt !== latest.current) return;
    setPreparing(false);
    if (result?.ok) preview.choose(result.photo);
    field.onChange(
      result?.ok
        ? result.photo
        : { refused: result?.reason ?? 'photoUnreadable', name: original.name },
    );
    // Says at once why a photo was refused, and drops an earlier error once one is taken.
    void trigger(name);
  }

  /** Empties an optional slot, and leaves the keyboard on its picker to choose another. */
  function remove() {
    choose(undefined);
    preview.choose(undefined);
    void trigger(name);
    input.current?.focus();
  }

  function choose(original: File | undefined) {
    latest.current += 1;
    if (!original) {
      setPreparing(false);
      field.onChange(undefined);
      return;
    }
    setPreparing(true);
    const preparation = prepare(original, latest.current);
    preparations?.track(preparation);
  }

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
            decoding="async"
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
          {preparing ? t('preparing') : chosen ? shortenFileName(chosen.name) : t('choose')}
        </span>
        {chosen && !preparing ? (
          <span className={styles.photoChange} aria-hidden="true">
            {t('change')}
          </span>
        ) : null}
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
        aria-busy={preparing || undefined}
        onChange={(event) => choose(event.target.files?.[0])}
        onBlur={field.onBlur}
      />
      {optional && (chosen || preparing) ? (
        <button
          type="button"
          className={styles.photoRemove}
          aria-label={t('removeLabel', { slot: t(name), name: chosen?.name ?? t('preparing') })}
          onClick={remove}
        >
          {t('remove')}
        </button>
      ) : null}
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
