import { getTranslations } from 'next-intl/server';

import { RichText } from '@/components/content/rich-text';
import { AppLink } from '@/components/ui/app-link';
import { ArrowIcon } from '@/components/ui/icons';
import { hasRoute, type Locale, type StaticPathname } from '@/lib/i18n/routing';

import styles from './home.module.css';

type Props = { locale: Locale; title: string; introHtml: string; eyebrow: string };
type Entry = { key: 'models' | 'women' | 'men' | 'talents' | 'beAModel'; href: StaticPathname };

// Where a visitor goes next; Portuguese, which has no models or talents index, gets its own boards.
const ENTRIES: Entry[] = [
  { key: 'models', href: '/models' },
  { key: 'talents', href: '/talents' },
  { key: 'beAModel', href: '/be-a-model' },
];
const PORTUGUESE_ENTRIES: Entry[] = [
  { key: 'women', href: '/models/women' },
  { key: 'men', href: '/models/men' },
  { key: 'beAModel', href: '/be-a-model' },
];

/** The agency in a few lines (website texts home_title and home_intro) and its main doors. */
export async function HomeIntro({ locale, title, introHtml, eyebrow }: Props) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const entries = (hasRoute(locale, '/models') ? ENTRIES : PORTUGUESE_ENTRIES).filter((entry) =>
    hasRoute(locale, entry.href),
  );
  return (
    <section className={styles.intro} aria-labelledby="home-title">
      <div className={styles.statement}>
        <p className="eyebrow">{eyebrow}</p>
        <h1
          id="home-title"
          className={styles.heading}
          dangerouslySetInnerHTML={{ __html: title }}
        />
        <RichText html={introHtml} className={styles.lead} />
      </div>
      <nav className={styles.entries} aria-label={t('explore')}>
        <ul>
          {entries.map((entry, i) => (
            <li key={entry.key}>
              <AppLink href={entry.href} className={styles.entry}>
                <span className={styles.index} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span className={styles.entryName}>{nav(entry.key)}</span>
                <span className={styles.entryText}>{t(entry.key)}</span>
                <ArrowIcon direction="right" className={styles.entryArrow} />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
