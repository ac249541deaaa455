import type { Page } from '@playwright/test';

// Short-lived states (a red progress bar, a toast) can come and go between two polls of
// `expect(...).toBeVisible()` on a busy machine. These helpers record, inside the page, that such a
// state appeared, so a test asserts on the record afterwards instead of racing the state.

/**
 * What to watch for: elements matching `selector`, containing `text` when given, and visible
 * when `visible` is set (a non-empty box and not `visibility: hidden`, as Playwright's
 * toBeVisible).
 */
export type Watched = { selector: string; text?: string; visible?: boolean };

declare global {
  interface Window {
    /** Watched name → the path the page was on when a matching element first appeared. */
    __appeared?: Record<string, string>;
  }
}

/**
 * Runs in the page, so it uses nothing from outside itself (Playwright serializes it). A
 * MutationObserver is called at the end of the task that changed the page, before any later
 * timer can undo the change, so a state is seen however briefly it lasts.
 */
export function watchAppearances(watched: Record<string, Watched>): MutationObserver {
  const appeared = window.__appeared ?? (window.__appeared = {});
  const matches = ({ selector, text, visible }: Watched) =>
    Array.from(document.querySelectorAll(selector)).some((element) => {
      if (text !== undefined && !(element.textContent ?? '').includes(text)) return false;
      if (!visible) return true;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
  const check = () => {
    for (const [name, watch] of Object.entries(watched)) {
      if (!(name in appeared) && matches(watch)) appeared[name] = window.location.pathname;
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  check();
  return observer;
}

/**
 * A toast showing `text` in sonner's live region (components/layout/lazy-toaster.tsx); it lasts 4
 * s.
 */
export function toast(text: string): Watched {
  return {
    selector: 'section[aria-live="polite"][aria-label^="Notifications"] [data-sonner-toast]',
    text,
    visible: true,
  };
}

/** Watches every document the page loads from now on; call it before `page.goto`. */
export async function watchForAppearances(
  page: Page,
  watched: Record<string, Watched>,
): Promise<void> {
  await page.addInitScript(watchAppearances, watched);
}

/** The path the page was on when the watched element first appeared; null while it has not. */
export function appearedAt(page: Page, name: string): Promise<string | null> {
  return page.evaluate((watchedName) => window.__appeared?.[watchedName] ?? null, name);
}
