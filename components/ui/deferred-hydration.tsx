'use client';

import {
  Suspense,
  use,
  useEffect,
  useId,
  type FulfilledReactPromise,
  type ReactNode,
  type ReactPromise,
} from 'react';

import { afterLoadWhenIdle } from '@/components/layout/when-idle';

/**
 * A promise React reads at once when it is settled: React checks `status` and `value` before
 * waiting, so a gate opened inside an event is open for the render that event causes.
 */
type Gate = ReactPromise<void>;
type Entry = { gate: Gate; element: Element; dispose: () => void };

const ATTRIBUTE = 'data-deferred-hydration';
const OPEN: FulfilledReactPromise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});
// Every way a visitor reaches a control: hovering it, pressing it, tabbing to it, or a click, key,
// input or change that arrives with none of these (assistive technology, autofill, a script).
const INTERACTIONS = [
  'pointerover',
  'pointerdown',
  'focusin',
  'click',
  'keydown',
  'input',
  'change',
] as const;
const entries = new Map<string, Entry>();
// An idle island hydrates at most this long after the load event even if the browser is never
// idle, and this long after it where the browser cannot say when it is idle (Safari).
const IDLE_WITHIN_MS = 5000;
const IDLE_FALLBACK_MS = 1000;

type Props = {
  className?: string;
  rootMargin?: string;
  /**
   * Also hydrate once the page has loaded and the browser is idle, before the visitor reaches
   * the island: for islands whose hydration is heavy enough to delay the first tap or key that
   * would otherwise pay for it (a form, a gallery).
   */
  idle?: boolean;
  children: ReactNode;
};

/**
 * Server-rendered markup whose client components hydrate only when it nears the viewport or the
 * visitor first touches it, never with the page. Until then React leaves the server's HTML alone
 * (a dehydrated Suspense boundary): links work and nothing moves. A click that arrives first
 * opens the gate before React sees it, so React hydrates at once and delivers that click.
 * With `idle`, it also hydrates at the browser's first idle moment after the page's load event,
 * in the small slices React yields between, so nothing the visitor does waits for it.
 * Rendered in the browser (after a client-side navigation), it is an ordinary `<div>`.
 */
export function DeferredHydration({
  className,
  rootMargin = '200px 0px',
  idle = false,
  children,
}: Props) {
  const id = useId();
  useEffect(() => () => forget(id), [id]);
  return (
    <Suspense fallback={null}>
      <Gated id={id} rootMargin={rootMargin} idle={idle} className={className}>
        {children}
      </Gated>
    </Suspense>
  );
}

function Gated({ id, rootMargin, idle, className, children }: Props & { id: string }) {
  use(gateFor(id, rootMargin, idle));
  return (
    <div {...{ [ATTRIBUTE]: id }} className={className}>
      {children}
    </div>
  );
}

/**
 * Open at once unless the server's markup for `id` is in the document waiting to be hydrated;
 * then open when it nears the viewport or is touched (or, with `idle`, when the loaded page is idle).
 */
function gateFor(id: string, rootMargin = '0px', idle = false): Gate {
  if (typeof document === 'undefined') return OPEN;
  const known = entries.get(id);
  if (known) return known.gate;
  const element = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find(
    (candidate) => candidate.getAttribute(ATTRIBUTE) === id,
  );
  if (!element) return OPEN;
  const entry = waitFor(element, rootMargin, idle);
  entries.set(id, entry);
  return entry.gate;
}

function waitFor(element: Element, rootMargin: string, idle: boolean): Entry {
  let resolve = () => {};
  let opened = false;
  const gate: Gate = new Promise<void>((done) => (resolve = done));
  const open = () => {
    if (opened) return;
    opened = true;
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    resolve();
    dispose();
  };
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) open();
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && open(), {
          rootMargin,
        });
  // On the window, capturing: before React's own listener on the document sees the event.
  for (const type of INTERACTIONS)
    window.addEventListener(type, onInteraction, { capture: true, passive: true });
  const cancelIdle = idle ? afterLoadWhenIdle(open, IDLE_WITHIN_MS, IDLE_FALLBACK_MS) : () => {};
  const dispose = () => {
    cancelIdle();
    observer?.disconnect();
    for (const type of INTERACTIONS)
      window.removeEventListener(type, onInteraction, { capture: true });
  };
  if (observer) observer.observe(element);
  else open();
  return { gate, element, dispose };
}

/** Drops a gate whose markup has left the page (a strict-mode rehearsal keeps it). */
function forget(id: string) {
  const entry = entries.get(id);
  if (!entry || entry.element.isConnected) return;
  entry.dispose();
  entries.delete(id);
}
