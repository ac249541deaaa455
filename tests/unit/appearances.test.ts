// @vitest-environment jsdom
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { watchAppearances } from '@/tests/e2e/appearances';

// The in-page recorder of the e2e tests (tests/e2e/appearances.ts), run here in jsdom against the
// real progress bar: it must keep a state that is gone by the time a test looks.
let observer: MutationObserver | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  delete window.__appeared;
});

afterEach(() => {
  observer?.disconnect();
  NProgress.done();
  vi.runAllTimers();
  NProgress.remove();
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** MutationObserver callbacks run as microtasks once the changing code has returned. */
const observed = () => Promise.resolve();

describe('watchAppearances', () => {
  it('records the red progress bar, which nprogress removes soon after', async () => {
    observer = watchAppearances({ failed: { selector: '[data-route-progress][data-failed]' } });
    const { failProgress } = await import('@/components/layout/progress');
    failProgress();
    await observed();
    vi.runAllTimers();
    expect(document.querySelector('[data-route-progress]')).toBeNull();
    expect(window.__appeared).toEqual({ failed: window.location.pathname });
  });

  it('records a text an element shows for a moment, and nothing it never showed', async () => {
    observer = watchAppearances({
      sent: { selector: 'button', text: 'Enviado' },
      failed: { selector: 'button', text: 'Error' },
    });
    const button = document.createElement('button');
    button.textContent = 'Enviar';
    document.body.append(button);
    await observed();
    expect(window.__appeared).toEqual({});

    button.textContent = 'Enviado';
    setTimeout(() => (button.textContent = 'Enviar'), 2500);
    await observed();
    vi.runAllTimers();
    expect(button.textContent).toBe('Enviar');
    expect(window.__appeared).toEqual({ sent: window.location.pathname });
  });

  it('counts an element that is already there when it starts', () => {
    document.body.innerHTML = '<p role="status">Enviado. Gracias</p>';
    observer = watchAppearances({
      status: { selector: '[role="status"]', text: 'Enviado. Gracias' },
    });
    expect(window.__appeared).toEqual({ status: window.location.pathname });
  });
});
