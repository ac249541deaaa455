import { useEffect } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | null | undefined;

/**
 * On a slow phone a form is shown before its scripts run, and what the visitor types or chooses
 * then is in the fields but not in React's state: React keeps the field's value as it hydrates,
 * and the next render puts the state's value back. Once hydrated, this reads the controls and,
 * when one holds something other than what was rendered (`shown`, in the same order), hands all
 * their values to `take`, to be applied as if entered now. A control that is not there counts as
 * showing what was rendered.
 */
export function useEarlyValues(
  controls: () => readonly Control[],
  shown: readonly string[],
  take: (values: string[]) => void,
) {
  useEffect(() => {
    const values = controls().map((control, index) => control?.value ?? shown[index] ?? '');
    if (values.some((value, index) => value !== shown[index])) take(values);
    // Once, at hydration: later changes arrive as the controls' own change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The control with this id, for useEarlyValues. */
export function controlById(id: string): Control {
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement
    ? element
    : null;
}
