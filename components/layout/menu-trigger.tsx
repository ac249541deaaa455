'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';

import { HeartIcon, MenuIcon } from '@/components/ui/icons';
import { withCountTexts } from '@/lib/format/count';
import { useFavorites } from '@/stores/favorites';

import styles from './mobile-menu.module.css';

/**
 * The phone header's menu button: opens the menu's `<dialog>` (mobile-menu.tsx) and carries the
 * favorites count, as the desktop navbar's favorites link does: the phone header has no room for
 * a link of its own. The browser opens the dialog itself (an invoker command), so a tap works
 * before the page has hydrated and runs none of our code; where commands are unknown, the click
 * handler opens it.
 */
export function MenuTrigger({ dialogId }: { dialogId: string }) {
  const t = useTranslations('Nav');
  const tf = useTranslations('Favorites');
  const locale = useLocale();
  const count = useFavorites((state) => Object.keys(state.favorites).length);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const dialog = menuDialog(dialogId);
      dialog?.addEventListener('toggle', onChange);
      dialog?.addEventListener('close', onChange);
      return () => {
        dialog?.removeEventListener('toggle', onChange);
        dialog?.removeEventListener('close', onChange);
      };
    },
    [dialogId],
  );
  // The dialog's own state: it may be opened before hydration, by the browser, and closed by
  // its form, Escape or a followed link.
  const open = useSyncExternalStore(
    subscribe,
    () => menuDialog(dialogId)?.open ?? false,
    () => false,
  );

  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={
        count > 0
          ? `${t('openMenu')}, ${tf('count', withCountTexts({ count }, locale))}`
          : t('openMenu')
      }
      aria-haspopup="dialog"
      aria-controls={dialogId}
      aria-expanded={open}
      command="show-modal"
      commandfor={dialogId}
      onClick={() => {
        if (supportsCommands()) return;
        const dialog = menuDialog(dialogId);
        if (dialog && !dialog.open) dialog.showModal();
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

/** Whether the browser runs a button's `command` itself (Chromium 135, Firefox 144, Safari 26.2). */
function supportsCommands(): boolean {
  return 'commandForElement' in HTMLButtonElement.prototype;
}

function menuDialog(id: string): HTMLDialogElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
}
