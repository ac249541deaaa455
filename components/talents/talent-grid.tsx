import { getTranslations } from 'next-intl/server';
import type { TalentSummary } from '@/lib/integration/types';
import type { Locale } from '@/lib/i18n/routing';
import { getPathname } from '@/lib/i18n/navigation';
import { toFavorite } from '@/lib/talents/favorite';
import { profileHref } from '@/lib/talents/paths';
import { SoftLinkList } from './soft-link-list';
import { TalentCard } from './talent-card';
import styles from './talent-grid.module.css';

type Props = { talents: readonly TalentSummary[]; label: string; locale: Locale };

/** The talent grid of SPEC.md §2, rendered on the server; only each card's heart is a client leaf. */
export async function TalentGrid({ talents, label, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Favorites' });
  return (
    <SoftLinkList className={styles.grid} aria-label={label}>
      {talents.map((talent, index) => {
        const favorite = toFavorite(talent);
        const href = getPathname({ href: profileHref(favorite), locale });
        return (
          <TalentCard
            key={talent.id}
            talent={talent}
            favorite={favorite}
            href={href}
            heartLabel={t('toggle', { name: talent.name })}
            index={index}
          />
        );
      })}
    </SoftLinkList>
  );
}
