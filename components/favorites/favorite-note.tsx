'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { NOTE_MAX } from '@/lib/schemas/note';
import { useFavorites } from '@/stores/favorites';

import styles from './favorite-note.module.css';

type Props = { id: number; name: string; note: string | undefined };

/**
 * A favorite's note (issue 48, docs/product.md "Favorites page"): why the talent is in the
 * selection, kept with the favorites on this device and sent with the quote request beside the
 * talent. Shown on the card; written in a field the card opens, at most NOTE_MAX characters.
 */
export function FavoriteNote({ id, name, note }: Props) {
  const t = useTranslations('Notes');
  const setNote = useFavorites((state) => state.setNote);
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setDraft(null);
    // Back to the button that opened the field, as a dialog would.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setNote(id, draft ?? '');
    close();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  if (draft === null) {
    return (
      <div className={styles.note}>
        {note ? <p className={styles.text}>{note}</p> : null}
        <button
          ref={opener}
          type="button"
          className={styles.open}
          aria-label={t(note ? 'editFor' : 'addFor', { name })}
          onClick={() => setDraft(note ?? '')}
        >
          {t(note ? 'edit' : 'add')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={save} onKeyDown={cancelOnEscape}>
      <label htmlFor={fieldId} className={styles.label}>
        {t('label', { name })}
      </label>
      <textarea
        id={fieldId}
        className={styles.field}
        value={draft}
        maxLength={NOTE_MAX}
        rows={3}
        // Opened by the visitor to write in it.
        autoFocus
        placeholder={t('placeholder')}
        aria-describedby={`${fieldId}-hint`}
        onChange={(event) => setDraft(event.target.value)}
      />
      <p id={`${fieldId}-hint`} className={styles.hint}>
        {t('hint', { count: String(draft.length), max: String(NOTE_MAX) })}
      </p>
      <div className={styles.buttons}>
        <button type="submit" className={styles.save}>
          {t('save')}
        </button>
        <button type="button" className={styles.cancel} onClick={close}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
