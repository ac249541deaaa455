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

type Props = { className?: string; rootMargin?: string; children: ReactNode };

/**
 * Server-rendered markup whose client components hydrate only when it nears the viewport or the
 * visitor first touches it, never with the page. Until then React leaves the server's HTML alone
 * (a dehydrated Suspense boundary): links work and nothing moves. A click that arrives first
 * opens the gate before React sees it, so React hydrates at once and delivers that click.
 * Rendered in the browser (after a client-side navigation), it is an ordinary `<div>`.
 */
export function DeferredHydration({ className, rootMargin = '200px 0px', children }: Props) {
  const id = useId();
  useEffect(() => () => forget(id), [id]);
  return (
    <Suspense fallback={null}>
      <Gated id={id} rootMargin={rootMargin} className={className}>
        {children}
      </Gated>
    </Suspense>
  );
}

function Gated({ id, rootMargin, className, children }: Props & { id: string }) {
  use(gateFor(id, rootMargin));
  return (
    <div {...{ [ATTRIBUTE]: id }} className={className}>
      {children}
    </div>
  );
}

/**
 * Open at once unless the server's markup for `id` is in the document waiting to be hydrated;
 * then open when it nears the viewport or is touched.
 */
function gateFor(id: string, rootMargin = '0px'): Gate {
  if (typeof document === 'undefined') return OPEN;
  const known = entries.get(id);
  if (known) return known.gate;
  const element = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find(
    (candidate) => candidate.getAttribute(ATTRIBUTE) === id,
  );
  if (!element) return OPEN;
  const entry = waitFor(element, rootMargin);
  entries.set(id, entry);
  return entry.gate;
}

function waitFor(element: Element, rootMargin: string): Entry {
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
  const dispose = () => {
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
