'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { HeartIcon, MenuIcon } from '@/components/ui/icons';
import { useFavorites } from '@/stores/favorites';

import styles from './mobile-menu.module.css';

/**
 * The phone header's menu button: opens the menu's `<dialog>` (mobile-menu.tsx) and carries the
 * favorites count, as the desktop navbar's favorites link does: the phone header has no room for
 * a link of its own.
 */
export function MenuTrigger({ dialogId }: { dialogId: string }) {
  const t = useTranslations('Nav');
  const tf = useTranslations('Favorites');
  const count = useFavorites((state) => Object.keys(state.favorites).length);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = document.getElementById(dialogId);
    const onClose = () => setOpen(false);
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, [dialogId]);

  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={count > 0 ? `${t('openMenu')}, ${tf('count', { count })}` : t('openMenu')}
      aria-haspopup="dialog"
      aria-controls={dialogId}
      aria-expanded={open}
      onClick={() => {
        const dialog = document.getElementById(dialogId);
        if (dialog instanceof HTMLDialogElement && !dialog.open) {
          dialog.showModal();
          setOpen(true);
        }
      }}
    >
      <MenuIcon width={24} height={24} />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          <HeartIcon filled width={9} height={9} strokeWidth={0} />
          {count}
        </span>
      ) : null}
    </button>
  );
}
