import { getTranslations } from 'next-intl/server';
import type { TalentSummary } from '@/lib/integration/types';
import type { Locale } from '@/lib/i18n/routing';
import { getPathname } from '@/lib/i18n/navigation';
import { toFavorite } from '@/lib/talents/favorite';
import { profileHref } from '@/lib/talents/paths';
import { heightCm } from '@/lib/talents/filters';
import { colorKey } from '@/lib/format/colors';
import { cardsHtml, HEART_PATH, HEART_SYMBOL_ID, HOVER_COVER_CLASS } from './card-markup';
import { CardGrid } from './card-grid';
import styles from './talent-grid.module.css';

type Props = { talents: readonly TalentSummary[]; label: string; locale: Locale; id?: string };

/** The talent grid of SPEC.md §2: cards written on the server as one piece of markup (card-markup.ts). */
export async function TalentGrid({ talents, label, locale, id }: Props) {
  const t = await getTranslations({ locale, namespace: 'Favorites' });
  const html = cardsHtml(
    talents.map((talent) => {
      const favorite = toFavorite(talent);
      return {
        favorite,
        gender: talent.gender,
        facts: {
          height: heightCm(talent.measures.height),
          hair: colorOf(talent.measures.hair),
          eyes: colorOf(talent.measures.eyes),
        },
        href: getPathname({ href: profileHref(favorite), locale }),
        heartLabel: t('toggle', { name: talent.name }),
      };
    }),
  );
  return (
    <>
      <svg className={styles.sprite} aria-hidden="true" focusable="false">
        <symbol id={HEART_SYMBOL_ID} viewBox="0 0 24 24">
          <path d={HEART_PATH} />
        </symbol>
      </svg>
      <CardGrid id={id} html={html} label={label} className={styles.grid} hoverClassName={HOVER_COVER_CLASS} />
    </>
  );
}

function colorOf(value: string | null): string | null {
  return value?.trim() ? colorKey(value) || null : null;
}
