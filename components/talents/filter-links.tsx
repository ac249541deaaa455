'use client';

import { useLocale } from 'next-intl';

import { AppLink } from '@/components/ui/app-link';
import type { Locale } from '@/lib/i18n/routing';
import { carriedFilters } from '@/lib/talents/filters';
import type { FilterLink } from '@/lib/talents/lists';

import styles from './filter-bar.module.css';
import { useListSearch } from './use-list-query';

type Props = {
  label: string;
  links: readonly (FilterLink & { text: string })[];
  keepGender: boolean;
};

/**
 * A filter whose every choice is a route (all / women / men, all / creative / kids): plain links,
 * which take the list's other filters along (list-filters.tsx), so /modelos?hair=pelirrojo → Mujer
 * opens /modelos/mujeres?hair=pelirrojo. Links between gender routes leave `gender` behind.
 */
export function FilterLinks({ label, links, keepGender }: Props) {
  const query = carriedFilters(useListSearch(), keepGender, useLocale() as Locale);
  return (
    <nav aria-label={label}>
      <ul className={styles.bar}>
        {links.map((link) => (
          <li key={link.key}>
            <AppLink
              href={{ pathname: link.href, query }}
              className={styles.option}
              aria-current={link.current ? 'page' : undefined}
            >
              {link.text}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
