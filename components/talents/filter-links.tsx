import type { FilterLink } from '@/lib/talents/lists';
import { AppLink } from '@/components/ui/app-link';
import styles from './filter-bar.module.css';

type Props = { label: string; links: readonly (FilterLink & { text: string })[] };

/** A filter whose every choice is a route (all / women / men, all / creative / kids): plain links. */
export function FilterLinks({ label, links }: Props) {
  return (
    <nav aria-label={label}>
      <ul className={styles.bar}>
        {links.map((link) => (
          <li key={link.key}>
            <AppLink href={link.href} className={styles.option} aria-current={link.current ? 'page' : undefined}>
              {link.text}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
