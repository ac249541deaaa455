import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeObserver } from '@/tests/unit/observer';

import { DeferredHydration } from './deferred-hydration';

const hydrated = vi.fn();
const clicked = vi.fn();

/** A client leaf that reports its hydration (its effect) and its clicks. */
function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => hydrated(), []);
  return (
    <button
      type="button"
      onClick={() => {
        clicked();
        setCount((n) => n + 1);
      }}
    >
      Pressed {count}
    </button>
  );
}

function Page({ idle = false }: { idle?: boolean }) {
  return (
    <main>
      <a href="#top">Before</a>
      <DeferredHydration className="stage" idle={idle}>
        <p>Server text</p>
        <Counter />
      </DeferredHydration>
    </main>
  );
}

let root: Root | null = null;

/**
 * The page as the server sends it, then hydrated as the browser would; `before` acts on the server's
 * markup before React has run.
 */
async function hydratePage(idle = false, before?: (button: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page idle={idle} />);
  document.body.append(container);
  const button = screen.getByRole('button');
  before?.(button);
  await act(async () => {
    root = hydrateRoot(container, <Page idle={idle} />);
  });
  return { container, button };
}

function stage(container: HTMLElement): Element {
  const element = container.querySelector('.stage');
  if (!element) throw new Error('no stage');
  return element;
}

describe('DeferredHydration', () => {
  beforeEach(() => {
    FakeObserver.install();
    hydrated.mockClear();
    clicked.mockClear();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it("leaves the server's markup unhydrated while it is away from the viewport", async () => {
    const { container, button } = await hydratePage();
    expect(hydrated).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBe(button);
    expect(button).toHaveTextContent('Pressed 0');
    expect(stage(container)).toHaveTextContent('Server text');
    FakeObserver.show(stage(container), false);
    expect(hydrated).not.toHaveBeenCalled();
  });

  it('hydrates, keeping the same nodes, once it nears the viewport', async () => {
    const { container, button } = await hydratePage();
    await act(async () => FakeObserver.show(stage(container)));
    expect(hydrated).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).toBe(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Pressed 1');
  });

  it('hydrates when the keyboard reaches it, keeping the focus where it is', async () => {
    const { button } = await hydratePage();
    await act(async () => button.focus());
    expect(hydrated).toHaveBeenCalledOnce();
    expect(button).toHaveFocus();
  });

  it('delivers a click that arrives before anything else woke it', async () => {
    const { button } = await hydratePage();
    await act(async () => button.click());
    expect(clicked).toHaveBeenCalledOnce();
    expect(hydrated).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).toBe(button);
    expect(button).toHaveTextContent('Pressed 1');
  });

  it('hydrates at once when the visitor reached it before React first got to it', async () => {
    // A focus or key that arrives then makes React hydrate the island in that event: a gate
    // made shut would have it dropped.
    const { button } = await hydratePage(false, (early) => fireEvent.focusIn(early));
    expect(hydrated).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).toBe(button);
  });

  it('ignores interactions elsewhere on the page', async () => {
    await hydratePage();
    const before = screen.getByRole('link', { name: 'Before' });
    await act(async () => {
      before.focus();
      fireEvent.pointerDown(before);
    });
    expect(hydrated).not.toHaveBeenCalled();
  });

  describe('with idle', () => {
    /** requestIdleCallback's callbacks, run when a test says the browser is idle. */
    let idleCallbacks: (() => void)[];
    beforeEach(() => {
      idleCallbacks = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
      vi.stubGlobal('cancelIdleCallback', () => {});
    });
    afterEach(() => {
      Reflect.deleteProperty(document, 'readyState');
    });

    it('hydrates once the loaded page is idle, without being near or touched', async () => {
      await hydratePage(true);
      expect(hydrated).not.toHaveBeenCalled();
      expect(idleCallbacks).toHaveLength(1);
      await act(async () => idleCallbacks.forEach((callback) => callback()));
      expect(hydrated).toHaveBeenCalledOnce();
    });

    it('waits for the load event before waiting for idle', async () => {
      Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
      await hydratePage(true);
      expect(idleCallbacks).toHaveLength(0);
      window.dispatchEvent(new Event('load'));
      expect(idleCallbacks).toHaveLength(1);
      await act(async () => idleCallbacks.forEach((callback) => callback()));
      expect(hydrated).toHaveBeenCalledOnce();
    });

    it('is not asked for without it', async () => {
      await hydratePage();
      expect(idleCallbacks).toHaveLength(0);
    });
  });

  it('renders at once when the browser renders it (a client-side navigation)', () => {
    render(<Page />);
    expect(hydrated).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Pressed 1');
  });
});
