import { describe, expect, it } from 'vitest';

import { languageLinks, matchRoute } from './language-links';
import { publicPaths } from './pathnames.mjs';

const hrefs = (links: ReturnType<typeof languageLinks>) =>
  Object.fromEntries(links.map((link) => [link.locale, link.current ? null : link.href]));

describe('matchRoute', () => {
  it('finds fixed pages before templates, and the parameters of templates', () => {
    expect(matchRoute([])).toEqual({ pathname: '/', params: {} });
    expect(matchRoute(['contact'])).toEqual({ pathname: '/contact', params: {} });
    expect(matchRoute(['models', 'women'])).toEqual({ pathname: '/models/women', params: {} });
    expect(matchRoute(['models', '62', 'adrian-molina'])).toEqual({
      pathname: '/models/[id]/[name]',
      params: { id: '62', name: 'adrian-molina' },
    });
    expect(matchRoute(['talents', '7', 'x', 'card'])).toEqual({
      pathname: '/talents/[id]/[name]/card',
      params: { id: '7', name: 'x' },
    });
    expect(matchRoute(['news', 'spring'])).toEqual({
      pathname: '/news/[slug]',
      params: { slug: 'spring' },
    });
  });

  it('reads the second names of the women and men lists as the lists themselves', () => {
    expect(matchRoute(['models', 'woman'])?.pathname).toBe('/models/women');
    expect(matchRoute(['models', 'man'])?.pathname).toBe('/models/men');
  });

  it('knows no page for an unknown path', () => {
    expect(matchRoute(['no-such-page'])).toBeNull();
    expect(matchRoute(['models', '1', 'x', 'y', 'z'])).toBeNull();
  });
});

describe('languageLinks', () => {
  it('links every fixed page to itself in the other languages', () => {
    for (const { locale, internal } of publicPaths()) {
      if (internal.includes('[')) continue;
      const route = matchRoute(internal.split('/').filter(Boolean));
      const links = languageLinks(locale, route);
      const own = publicPaths().filter((entry) => entry.internal === route?.pathname);
      for (const link of links) {
        const expected = own.find((entry) => entry.locale === link.locale)?.public ?? null;
        if (link.current) expect(link.locale).toBe(locale);
        else
          expect(link.href, `${internal} ${locale} → ${link.locale}`).toBe(
            expected ?? (link.locale === 'es' ? '/' : `/${link.locale}`),
          );
      }
    }
  });

  it('offers ES and EN, and PT only on a Portuguese page', () => {
    expect(hrefs(languageLinks('es', matchRoute(['contact'])))).toEqual({
      es: null,
      en: '/en/contact',
    });
    expect(hrefs(languageLinks('pt', matchRoute(['contact'])))).toEqual({
      es: '/contacto',
      en: '/en/contact',
      pt: null,
    });
  });

  it('keeps a profile, its card and a selection, with their parameters', () => {
    const profile = matchRoute(['models', '62', 'adrian-molina']);
    expect(hrefs(languageLinks('en', profile))).toEqual({
      es: '/modelos/62/adrian-molina',
      en: null,
    });
    expect(hrefs(languageLinks('pt', profile))).toEqual({
      es: '/modelos/62/adrian-molina',
      en: '/en/models/62/adrian-molina',
      pt: null,
    });
    expect(hrefs(languageLinks('es', matchRoute(['talents', '7', 'ana', 'card'])))).toEqual({
      es: null,
      en: '/en/talents/7/ana/card',
    });
    expect(hrefs(languageLinks('pt', matchRoute(['selection', '1-3'])))).toEqual({
      es: '/seleccion/1-3',
      en: '/en/selection/1-3',
      pt: null,
    });
  });

  it("takes a batch post's slug in each language", () => {
    const slugs = { es: 'nuevas-caras-2025', en: 'new-faces-2025', pt: 'novos-rostos-2025' };
    const route = matchRoute(['news', 'new-faces-2025']);
    expect(hrefs(languageLinks('en', route, (other) => ({ slug: slugs[other] })))).toEqual({
      es: '/news/nuevas-caras-2025',
      en: null,
    });
  });

  it("links an unknown page, or one a language lacks, to that language's home", () => {
    expect(hrefs(languageLinks('en', null))).toEqual({ es: '/', en: null });
    expect(hrefs(languageLinks('pt', matchRoute(['models', 'women'])))).toEqual({
      es: '/modelos/mujeres',
      en: '/en/models/women',
      pt: null,
    });
  });
});
