'use client';

import { useTranslations } from 'next-intl';

import { PHOTO_FIELDS, REQUIRED_PHOTOS, type PhotoField } from '@/lib/schemas/application-fields';

import styles from './forms.module.css';
import { PhotoInput } from './photo-input';

const REQUIRED: ReadonlySet<PhotoField> = new Set(REQUIRED_PHOTOS);

/** Photos 1 to 3 (close-up, medium shot, full body) required, 4 and 5 optional. */
export function PhotoFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('Forms.photos');
  return (
    <>
      <p className={styles.note}>{t('hint')}</p>
      <div className={styles.photos}>
        {PHOTO_FIELDS.map((name) => (
          <PhotoInput
            key={name}
            id={`${idPrefix}-${name}`}
            name={name}
            optional={!REQUIRED.has(name)}
          />
        ))}
      </div>
    </>
  );
}
