import { getTranslations } from 'next-intl/server';

import { CompositeCardLink } from '@/components/composite/card-link';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { DeferredHydration } from '@/components/ui/deferred-hydration';
import { InstagramIcon } from '@/components/ui/icons';
import { PlainImage } from '@/components/ui/plain-image';
import { UnitsControl } from '@/components/units/units-control';
import { ageFrom } from '@/lib/format/age';
import { hasRoute, type Locale, type StaticPathname } from '@/lib/i18n/routing';
import { BIOGRAPHY_CATEGORY_ID } from '@/lib/talents/constants.mjs';
import { toFavorite } from '@/lib/talents/favorite';
import { talentSection, type TalentSection } from '@/lib/talents/routes';
import type { Talent } from '@/lib/talents/types';

import { CompositeDownload } from './composite-download';
import { withThumbnails } from './gallery-pictures';
import { ProfileMeasures } from './profile-measures';
import styles from './profile.module.css';
import { TalentGalleries } from './talent-galleries';

type Props = { talent: Talent; locale: Locale };

/** The talent profile (docs/product.md, "Talent profile"). */
export async function TalentProfile({ talent, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Profile' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const section = talentSection(talent.categories);
  const age = ageFrom(talent.birthdate);
  const place = [talent.city, talent.country].filter(Boolean).join(', ');
  // Only creative talents show their biography (docs/product.md, "Roles and permissions").
  const biography = talent.categories.includes(BIOGRAPHY_CATEGORY_ID)
    ? paragraphs(talent.about)
    : [];

  return (
    <ClientMessages namespaces={['TalentsClient']}>
      <article className={`page ${styles.profile}`}>
        <BackLink href={listOf(section, locale)} className={styles.backLink} />
        <div className={styles.hero}>
          <div className={styles.portrait}>
            {talent.cover ? (
              <PlainImage
                src={talent.cover}
                alt={talent.name}
                fill
                sizes="(min-width: 1024px) 560px, 100vw"
                preload
                fetchPriority="high"
                className={styles.portraitImage}
              />
            ) : null}
          </div>
          <div className={styles.info}>
            <p className="eyebrow">{nav(section)}</p>
            <h1 className={styles.name}>{talent.name}</h1>
            <p className={styles.meta}>
              {place ? <span>{place}</span> : null}
              {age !== null ? <span>{t('age', { age })}</span> : null}
            </p>
            <div className={styles.actions}>
              <FavoriteToggle talent={toFavorite(talent)} variant="inline" />
              {talent.instagram ? (
                <a
                  className={styles.instagram}
                  href={`https://www.instagram.com/${encodeURIComponent(talent.instagram)}/`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('instagram', { name: talent.name })}
                >
                  <InstagramIcon />
                  <span aria-hidden="true">@{talent.instagram}</span>
                </a>
              ) : null}
            </div>
            <div className={styles.measuresHead}>
              <h2 className={styles.heading}>{t('measures')}</h2>
              <UnitsControl locale={locale} />
            </div>
            <ProfileMeasures talent={talent} locale={locale} />
            {talent.galleries.compo.length > 0 ? (
              <CompositeDownload talentId={talent.id} name={talent.name} />
            ) : null}
            <CompositeCardLink talent={talent} locale={locale} />
          </div>
        </div>
        {biography.length > 0 ? (
          <section className={styles.biography} aria-labelledby="biography">
            <h2 id="biography" className={styles.heading}>
              {t('biography')}
            </h2>
            {/* A biography borrowed from Portuguese says so, for screen readers and translators. */}
            <div lang={talent.aboutLanguage}>
              {biography.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
          </section>
        ) : null}
        {/* Below the fold: its tabs and pictures hydrate as they near the screen or once the
            loaded page is idle. */}
        <DeferredHydration idle>
          <TalentGalleries name={talent.name} galleries={withThumbnails(talent.galleries)} />
        </DeferredHydration>
      </article>
    </ClientMessages>
  );
}

/** `about` is plain text; blank lines separate its paragraphs. */
function paragraphs(about: string | null): string[] {
  return (about ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Where Back goes when the visitor did not come from this site: the profile's list in this
 * language.
 */
function listOf(section: TalentSection, locale: Locale): StaticPathname {
  if (section === 'models') return hasRoute(locale, '/models') ? '/models' : '/models/women';
  return hasRoute(locale, '/talents') ? '/talents' : '/future-face';
}
