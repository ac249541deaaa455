'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { trackedFetch } from '@/components/layout/progress';
import { toast } from '@/components/layout/toast';
import { withCountTexts } from '@/lib/format/count';
import { zipFileName } from '@/lib/talents/file-name';

import styles from './profile.module.css';

/** Hands a downloaded file to the browser under our own name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * The print composite button (docs/product.md, "Talent profile"): the site's route handler asks the
 * panel for the zip and streams it back, so the file downloads as '{talent name}.zip' from this
 * origin.
 */
export function CompositeDownload({ talentId, name }: { talentId: number; name: string }) {
  const t = useTranslations('TalentsClient');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await trackedFetch(`/api/talents/${talentId}/composite`, { method: 'POST' });
      if (response.status === 429) {
        // Too many downloads from this visitor in a minute: say when the next one will work.
        toast.error(
          t(
            'downloadLimited',
            withCountTexts(
              { seconds: Math.max(1, Number(response.headers.get('Retry-After')) || 60) },
              locale,
            ),
          ),
        );
        return;
      }
      if (!response.ok) throw new Error(`composite: HTTP ${response.status}`);
      saveFile(await response.blob(), zipFileName(name).fileName);
    } catch {
      toast.error(t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.download}
      onClick={download}
      aria-disabled={busy}
      aria-busy={busy}
    >
      {busy ? t('downloading') : t('download')}
    </button>
  );
}
