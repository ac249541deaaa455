'use client';

import { useEffect } from 'react';

/**
 * Tells the visitor when the connection drops (docs/product.md, "Navigation, header and footer"):
 * fills the shell's offline notice (shell-status.tsx) while the browser is offline.
 */
export function useConnectionStatus() {
  useEffect(() => {
    const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
    if (!notice) return;
    const update = () => {
      const offline = !navigator.onLine;
      notice.toggleAttribute('data-offline', offline);
      notice.textContent = offline ? (notice.dataset.offlineNotice ?? '') : '';
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
}
