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
type Entry = { gate: Gate; element: Element; open: () => void; dispose: () => void };

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
// Islands the visitor reached before React first tried to hydrate them: their gate opens as it is
// made, so the event React is hydrating them for is delivered rather than dropped.
const reached = new WeakSet<Element>();
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
 * (a dehydrated Suspense boundary): links work and nothing moves. A click, focus or key that
 * arrives first opens the gate before React sees it, even before React has first tried to hydrate
 * the island, so React hydrates at once and delivers that event.
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
  if (!element || reached.has(element) || reachedNow(element)) return OPEN;
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
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && open(), {
          rootMargin,
        });
  const cancelIdle = idle ? afterLoadWhenIdle(open, IDLE_WITHIN_MS, IDLE_FALLBACK_MS) : () => {};
  const dispose = () => {
    cancelIdle();
    observer?.disconnect();
  };
  if (observer) observer.observe(element);
  else open();
  return { gate, element, open, dispose };
}

/**
 * Whether the event being dispatched is an interaction with `element`: one that came before this
 * module was loaded, and for which React is hydrating the page and the island at once.
 */
function reachedNow(element: Element): boolean {
  const target = window.event?.target;
  return target instanceof Node && element.contains(target);
}

/**
 * Opens the gate of the island an interaction lands in, or marks the island reached when React has
 * not tried to hydrate it yet. Listening from when this module loads, not from the island's first
 * render: React tries that render only once the page has hydrated, and a focus or key that arrives
 * before it would make React hydrate the island at once, find the gate shut and drop the event.
 */
function onInteraction(event: Event) {
  const island = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
  if (!island) return;
  const entry = entries.get(island.getAttribute(ATTRIBUTE) ?? '');
  if (entry?.element === island) entry.open();
  else reached.add(island);
}

// On the window, capturing: before React's own listener on the document sees the event.
if (typeof window !== 'undefined')
  for (const type of INTERACTIONS)
    window.addEventListener(type, onInteraction, { capture: true, passive: true });

/** Drops a gate whose markup has left the page (a strict-mode rehearsal keeps it). */
function forget(id: string) {
  const entry = entries.get(id);
  if (!entry || entry.element.isConnected) return;
  entry.dispose();
  entries.delete(id);
}
