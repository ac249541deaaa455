import { preload } from 'react-dom';

import hearts from '@/components/favorites/favorite-toggle.module.css';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { toFavorite } from '@/lib/talents/favorite';
import { measureFacts } from '@/lib/talents/filters';
import { profileHref, type TalentSection } from '@/lib/talents/routes';
import type { TalentSummary } from '@/lib/talents/types';

import { packCards } from './card-data';
import { CardGrid } from './card-grid';
import { coverSources } from './card-markup';
import styles from './talent-grid.module.css';

type Props = { talents: readonly TalentSummary[]; label: string; locale: Locale; id?: string };

/**
 * The talent grid of docs/product.md: the cards' data, drawn as one piece of markup
 * (card-markup.ts).
 */
export function TalentGrid({ talents, label, locale, id }: Props) {
  const cards = packCards(
    talents.map((talent) => ({
      favorite: toFavorite(talent),
      gender: talent.gender,
      facts: measureFacts(talent.measures),
    })),
  );
  const sections = {
    models: profileBase('models', locale),
    talents: profileBase('talents', locale),
  };
  // The first card's cover is usually the page's largest paint: asked for from the page's head.
  const first = talents[0]?.cover;
  if (first) {
    const { href, ...sources } = coverSources(first);
    preload(href, { as: 'image', fetchPriority: 'high', ...sources });
  }
  return (
    <CardGrid
      id={id}
      cards={cards}
      sections={sections}
      label={label}
      className={`${styles.grid} ${styles.cards} ${hearts.hearts}`}
    />
  );
}

/**
 * A section's profile path without its id and name ('/en/models'), which card-grid.tsx completes.
 */
function profileBase(section: TalentSection, locale: Locale): string {
  const path = getPathname({ href: profileHref({ id: 0, slug: 'x', section }), locale });
  return path.slice(0, -'/0/x'.length);
}
