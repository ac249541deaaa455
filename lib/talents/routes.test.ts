import { describe, expect, it } from 'vitest';

import { slugifyName } from '../format/slug';
import { zipFileName } from './file-name';
import { canonicalProfile, cardHref, isCanonical, profileHref } from './routes';

describe('slugifyName', () => {
  it('gives lower-case ASCII words joined by hyphens', () => {
    expect(slugifyName('Lucía Navarro')).toBe('lucia-navarro');
    expect(slugifyName('Inès Moreau')).toBe('ines-moreau');
    expect(slugifyName('Marco De Luca')).toBe('marco-de-luca');
    expect(slugifyName('João  da Silva-Pereira')).toBe('joao-da-silva-pereira');
    expect(slugifyName("Siobhán O'Neill")).toBe('siobhan-oneill');
  });

  it('never gives an empty segment', () => {
    expect(slugifyName('!!!')).toBe('talent');
  });
});

describe('profile paths', () => {
  it('puts the composite card under the profile', () => {
    expect(cardHref(profileHref({ id: 62, slug: 'adrian-molina', section: 'models' }))).toEqual({
      pathname: '/models/[id]/[name]/card',
      params: { id: '62', name: 'adrian-molina' },
    });
  });

  it('links a card to /{section}/{id}/{slug}', () => {
    expect(profileHref({ id: 12, slug: 'lucia-navarro', section: 'models' })).toEqual({
      pathname: '/models/[id]/[name]',
      params: { id: '12', name: 'lucia-navarro' },
    });
  });

  it('puts talents outside the models category under talents', () => {
    expect(
      canonicalProfile({ id: 3, slug: 'ines-moreau', categories: [1907, 1908] }).pathname,
    ).toBe('/talents/[id]/[name]');
    expect(canonicalProfile({ id: 8, slug: 'aitana-lozano', categories: [1914] }).pathname).toBe(
      '/talents/[id]/[name]',
    );
    expect(
      canonicalProfile({ id: 5, slug: 'mateo-castillo', categories: [1, 1911] }).pathname,
    ).toBe('/models/[id]/[name]');
  });

  it('tells canonical URLs from ones to redirect', () => {
    const href = canonicalProfile({ id: 1, slug: 'lucia-navarro', categories: [1] });
    expect(isCanonical(href, 'models', 'lucia-navarro')).toBe(true);
    expect(isCanonical(href, 'models', 'lucia')).toBe(false);
    expect(isCanonical(href, 'talents', 'lucia-navarro')).toBe(false);
    expect(isCanonical(href, 'models', 'Luc%C3%ADa')).toBe(false);
    expect(isCanonical(href, 'models', '%E0%A4%A')).toBe(false);
  });
});

describe('zipFileName', () => {
  it('names the zip after the talent and keeps accents in the UTF-8 name', () => {
    const { fileName, header } = zipFileName('Inès Moreau');
    expect(fileName).toBe('Inès Moreau.zip');
    expect(header).toBe(
      `attachment; filename="Ines Moreau.zip"; filename*=UTF-8''In%C3%A8s%20Moreau.zip`,
    );
  });

  it('drops characters a file name or header cannot hold', () => {
    expect(zipFileName('A/B "C"\r\nD').fileName).toBe('A B C D.zip');
    expect(zipFileName('  ').fileName).toBe('composite.zip');
  });
});
