import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { ArtPicture } from '@/components/content/art-picture';
import { AppLink } from '@/components/ui/app-link';
import { ArrowIcon } from '@/components/ui/icons';
import { SLIDES_ALONE_MAX } from '@/lib/content/constants';
import { hrefPathname, slideHref } from '@/lib/content/slide-link';
import type { Slide } from '@/lib/content/types';
import { hasRoute, type Locale } from '@/lib/i18n/routing';

import { HeroCarousel } from './hero-carousel';
import styles from './hero.module.css';

export type HeroSlide = Pick<Slide, 'id' | 'title' | 'subtitle' | 'link' | 'image'> & {
  alt?: string;
};

type Props = { slides: HeroSlide[]; locale: Locale; label: string };

/**
 * The home hero: one slide shown alone (docs/product.md, "Home": one slide or fewer), several in a
 * carousel.
 */
export async function Hero({ slides, locale, label }: Props) {
  if (slides.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Home' });
  const views = slides.map((slide, i) => (
    <SlideView key={slide.id} slide={slide} locale={locale} first={i === 0} cta={t('discover')} />
  ));
  if (slides.length <= SLIDES_ALONE_MAX) {
    return (
      <section className={styles.hero} aria-label={label}>
        <div className={styles.slide} data-active="true">
          {views}
        </div>
      </section>
    );
  }
  const labels = {
    region: label,
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    slides: slides.map((_, i) => t('slideOf', { n: i + 1, total: slides.length })),
  };
  return <HeroCarousel slides={views} labels={labels} />;
}

function SlideView({
  slide,
  locale,
  first,
  cta,
}: {
  slide: HeroSlide;
  locale: Locale;
  first: boolean;
  cta: string;
}) {
  return (
    <>
      <ArtPicture
        image={slide.image}
        alt={slide.alt ?? ''}
        priority={first}
        className={styles.image}
      />
      <div className={styles.shade} aria-hidden="true" />
      {slide.title || slide.subtitle ? (
        <div className={styles.caption}>
          {slide.subtitle ? <p className={styles.kicker}>{slide.subtitle}</p> : null}
          {slide.title ? <p className={styles.title}>{slide.title}</p> : null}
          <SlideLink
            link={slide.link}
            locale={locale}
            label={slide.title ? `${cta}: ${slide.title}` : cta}
          >
            {cta}
          </SlideLink>
        </div>
      ) : null}
    </>
  );
}

function SlideLink({
  link,
  locale,
  label,
  children,
}: {
  link: string | null;
  locale: Locale;
  label: string;
  children: ReactNode;
}) {
  const target = slideHref(link);
  if (!target) return null;
  const content = (
    <>
      {children}
      <ArrowIcon direction="right" />
    </>
  );
  if (target.type === 'external') {
    return (
      <a
        href={target.href}
        className={styles.cta}
        aria-label={label}
        target="_blank"
        rel="noopener noreferrer"
      >
        {content}
      </a>
    );
  }
  // Portuguese lacks some pages: their links go to the Spanish page rather than to a 404.
  const linkLocale = hasRoute(locale, hrefPathname(target.href)) ? undefined : 'es';
  return (
    <AppLink href={target.href} locale={linkLocale} className={styles.cta} aria-label={label}>
      {content}
    </AppLink>
  );
}
