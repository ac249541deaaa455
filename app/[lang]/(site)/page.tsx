import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { Hero, type HeroSlide } from '@/components/home/hero';
import { HomeIntro } from '@/components/home/home-intro';
import { HomeNews } from '@/components/home/home-news';
import { HomeSocialFeed } from '@/components/home/social-feed';
import { JsonLd } from '@/components/seo/json-ld';
import { HOME_BLOG_ITEMS } from '@/lib/content/constants';
import { websiteCopy } from '@/lib/content/rich-text';
import { slideIn } from '@/lib/content/slide-text';
import { socialFeed } from '@/lib/content/social-feed';
import type { SiteContent, Slide } from '@/lib/content/types';
import { instagramUrl, productName } from '@/lib/content/website';
import { site } from '@/lib/env/public.mjs';
import { socialFeedEmbed } from '@/lib/env/social-feed.mjs';
import { resolvePage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { toPostCards } from '@/lib/posts/cards';
import { POSTS_INITIAL } from '@/lib/posts/constants';
import { absoluteUrl, alternates } from '@/lib/seo';
import { getShellContent, getSlides } from '@/lib/services/content';
import { getPosts } from '@/lib/services/posts';
import { organizationLd } from '@/lib/structured-data';

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/');
  return { alternates: alternates('/', locale) };
}

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const locale = await resolvePage(params, '/');
  const [content, slides, news, t, tm] = await Promise.all([
    getShellContent(),
    getSlides('home'),
    // The same read as the news list's first page, so both share one cached answer.
    getPosts('news', 1, POSTS_INITIAL),
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const title = websiteCopy(content.texts, 'home_title', locale);
  const intro = websiteCopy(content.texts, 'home_intro', locale);
  const cards = await toPostCards(news.posts.slice(0, HOME_BLOG_ITEMS));
  const feed = socialFeed(instagramUrl(content), socialFeedEmbed);
  return (
    <>
      {/* The header and footer take the home page's own style from this marker (CSS :has()). */}
      <span hidden data-page="home" />
      <Hero slides={heroSlides(slides, content, locale)} locale={locale} label={t('carousel')} />
      <HomeIntro locale={locale} title={title.inline} introHtml={intro.html} eyebrow={tm('home')} />
      <HomeNews locale={locale} posts={cards} />
      {feed ? <HomeSocialFeed locale={locale} feed={feed} /> : null}
      <JsonLd data={agencyLd(content, locale)} />
    </>
  );
}

/** The agency as a schema.org Organization; the logo is the site icon (app/icon.svg). */
function agencyLd(content: SiteContent, locale: Locale) {
  return organizationLd({
    name: productName(content),
    url: absoluteUrl('/', locale),
    logo: `${site.url}/icon.svg`,
    content,
    locale,
  });
}

/**
 * The panel's home slides in the page's language; without any, the home_hero website image alone.
 */
function heroSlides(slides: Slide[], content: SiteContent, locale: Locale): HeroSlide[] {
  if (slides.length > 0) return slides.map((slide) => slideIn(slide, locale));
  const image = content.images.home_hero;
  if (!image) return [];
  return [{ id: 0, title: '', subtitle: null, link: null, image, alt: image.description }];
}
