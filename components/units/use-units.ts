import { useSyncExternalStore } from 'react';

import type { Units } from '@/lib/format/units';

import { UNITS_EVENT, UNITS_KEY } from './units-script';

function subscribe(onChange: () => void) {
  const root = document.documentElement;
  root.addEventListener(UNITS_EVENT, onChange);
  return () => root.removeEventListener(UNITS_EVENT, onChange);
}

const read = (): Units =>
  document.documentElement.getAttribute('data-units') === 'imperial' ? 'imperial' : 'metric';

/**
 * The units the page shows, as the head script set them (units-script.ts); null while hydrating
 * the server's markup, which is the same for every visitor.
 */
export function useUnits(): Units | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Shows every measure of the page in `units`, and remembers them on this device. */
export function chooseUnits(units: Units) {
  try {
    localStorage.setItem(UNITS_KEY, units);
  } catch {
    // Storage unavailable: the choice lasts for this page.
  }
  const root = document.documentElement;
  root.setAttribute('data-units', units);
  root.dispatchEvent(new Event(UNITS_EVENT));
}
