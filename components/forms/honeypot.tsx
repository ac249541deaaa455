import type { UseFormRegisterReturn } from 'react-hook-form';

import styles from './forms.module.css';

type Props = { id: string; label: string; registration: UseFormRegisterReturn };

/**
 * A field people never see, hear or reach with the keyboard; bots that fill every input fill it,
 * and the server then drops their entry (lib/schemas/fields.ts).
 */
export function Honeypot({ id, label, registration }: Props) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
