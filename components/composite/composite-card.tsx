import { getTranslations } from 'next-intl/server';

import { MeasureList } from '@/components/talents/measure-list';
import { PlainImage } from '@/components/ui/plain-image';
import type { Locale } from '@/lib/i18n/routing';
import { cardPictures } from '@/lib/talents/card-pictures';
import { measureTranslator } from '@/lib/talents/measure-labels';
import { measureRows } from '@/lib/talents/measure-rows';
import type { Talent } from '@/lib/talents/types';

import { CardAgency } from './card-agency';
import styles from './composite-card.module.css';

type Props = { talent: Talent; locale: Locale; profileUrl: string };

/**
 * A talent's composite card (issue 12), laid out as the printed card agencies send: the cover
 * large, four more pictures (compo first, then book), the name, the measures in the page's
 * language and the visitor's units, and the agency's details with the profile's address. On screen it is a sheet of paper
 * on the dark site; printed it fills one A4 landscape page (composite-card.module.css).
 */
export async function CompositeCard({ talent, locale, profileUrl }: Props) {
  const t = await getTranslations({ locale, namespace: 'Card' });
  const translate = await measureTranslator(locale);
  const rows = measureRows(talent.measures, talent, translate);
  // The profile is read in the page's language, its country with it.
  const place = [talent.city, talent.country].filter(Boolean).join(', ');
  const pictures = cardPictures(talent);
  const [cover, ...others] = pictures;
  const alt = (index: number) =>
    t('pictureAlt', { name: talent.name, index, total: pictures.length });

  return (
    <article className={styles.sheet} aria-labelledby="card-name" data-pictures={pictures.length}>
      <div className={styles.layout}>
        <div className={styles.cover}>
          {cover ? (
            <PlainImage
              src={cover}
              alt={alt(1)}
              fill
              sizes="(min-width: 700px) 420px, 100vw"
              loading="eager"
              className={styles.picture}
            />
          ) : (
            <span className={styles.initial} aria-hidden="true">
              {talent.name.charAt(0)}
            </span>
          )}
        </div>
        {others.length > 0 ? (
          <ul className={styles.others} aria-label={t('pictures')}>
            {others.map((source, index) => (
              <li key={source} className={styles.other}>
                <PlainImage
                  src={source}
                  alt={alt(index + 2)}
                  fill
                  sizes="(min-width: 700px) 220px, 50vw"
                  loading="eager"
                  className={styles.picture}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <header className={styles.title}>
          <h1 id="card-name" className={styles.name}>
            {talent.name}
          </h1>
          {place ? <p className={styles.place}>{place}</p> : null}
        </header>
        <div className={styles.info}>
          <h2 className={styles.heading}>{t('measures')}</h2>
          <MeasureList rows={rows} className={styles.measures} />
          <CardAgency locale={locale} profileUrl={profileUrl} />
        </div>
      </div>
    </article>
  );
}
