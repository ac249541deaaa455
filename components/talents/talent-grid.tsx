import type { TalentSummary } from '@/lib/integration/types';
import { TalentCard } from './talent-card';
import styles from './talent-grid.module.css';

/** The talent grid of SPEC.md §2, rendered on the server; only each card's heart is a client leaf. */
export function TalentGrid({ talents, label }: { talents: readonly TalentSummary[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {talents.map((talent, index) => (
        <TalentCard key={talent.id} talent={talent} index={index} />
      ))}
    </ul>
  );
}
