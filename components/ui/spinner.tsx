import styles from './spinner.module.css';

/**
 * The loading spinner; `className` sets its size, and may set its colours and speed
 * (spinner.module.css).
 */
export function Spinner({ className }: { className?: string }) {
  return <span className={`${styles.spinner} ${className ?? ''}`} aria-hidden="true" />;
}
