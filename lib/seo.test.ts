import { describe, expect, it } from 'vitest';

import { site } from './env/public.mjs';
import { absoluteUrl, alternates, jsonLd, socialCards } from './seo';

const lucia = {
  pathname: '/models/[id]/[name]',
  params: { id: '1', name: 'lucia-navarro' },
} as const;

describe('alternates', () => {
  it('gives a profile its localized path in es, en and pt, with x-default on the Spanish one', () => {
    for (const locale of ['es', 'en', 'pt'] as const) {
      const links = alternates(lucia, locale);
      expect(links.languages).toEqual({
        es: `${site.url}/modelos/1/lucia-navarro`,
        en: `${site.url}/en/models/1/lucia-navarro`,
        pt: `${site.url}/pt/modelos/1/lucia-navarro`,
        'x-default': `${site.url}/modelos/1/lucia-navarro`,
      });
    }
    expect(alternates(lucia, 'en').canonical).toBe(`${site.url}/en/models/1/lucia-navarro`);
    expect(alternates(lucia, 'pt').canonical).toBe(`${site.url}/pt/modelos/1/lucia-navarro`);
  });

  it('leaves Portuguese out where the route does not exist there (posts)', () => {
    const links = alternates({ pathname: '/news/[slug]', params: { slug: 'spring-show' } }, 'es');
    expect(links.canonical).toBe(`${site.url}/news/spring-show`);
    expect(links.languages).toEqual({
      es: `${site.url}/news/spring-show`,
      en: `${site.url}/en/news/spring-show`,
      'x-default': `${site.url}/news/spring-show`,
    });
  });

  it('links each language to its own href when given one per locale (batch posts)', () => {
    const slugs = { es: 'desfile', en: 'fashion-show', pt: 'desfile-pt' };
    const links = alternates(
      (locale) => ({ pathname: '/magazine/[slug]', params: { slug: slugs[locale] } }),
      'en',
    );
    expect(links.canonical).toBe(`${site.url}/en/magazine/fashion-show`);
    expect(links.languages).toEqual({
      es: `${site.url}/magazine/desfile`,
      en: `${site.url}/en/magazine/fashion-show`,
      'x-default': `${site.url}/magazine/desfile`,
    });
  });

  it('translates static paths per locale', () => {
    expect(alternates('/models/women', 'pt').languages).toMatchObject({
      pt: `${site.url}/pt/mulheres`,
      es: `${site.url}/modelos/mujeres`,
    });
    expect(absoluteUrl('/', 'es')).toBe(`${site.url}/`);
    expect(absoluteUrl('/', 'en')).toBe(`${site.url}/en`);
  });
});

describe('socialCards', () => {
  it('gives OpenGraph and a large Twitter card the same title, description and image', () => {
    const cards = socialCards({
      type: 'profile',
      title: 'Lucía Navarro',
      description: 'Lucía Navarro · Madrid',
      url: `${site.url}/modelos/1/lucia-navarro`,
      image: 'https://media.example/storage/lucia.jpg',
      imageAlt: 'Lucía Navarro',
      siteName: 'Maison Models',
      locale: 'es',
    });
    expect(cards.openGraph).toMatchObject({
      type: 'profile',
      url: `${site.url}/modelos/1/lucia-navarro`,
      siteName: 'Maison Models',
      locale: 'es',
    });
    expect(cards.openGraph?.images).toEqual([
      { url: 'https://media.example/storage/lucia.jpg', alt: 'Lucía Navarro' },
    ]);
    expect(cards.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Lucía Navarro',
      description: 'Lucía Navarro · Madrid',
    });
  });
});

describe('jsonLd', () => {
  it('adds the schema.org context and escapes < so a value cannot close the script', () => {
    const body = jsonLd({ '@type': 'Person', name: '</script><script>alert(1)</script>' });
    expect(body).not.toContain('<');
    expect(body).toContain('\\u003c/script>');
    expect(JSON.parse(body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: '</script><script>alert(1)</script>',
    });
  });
});
