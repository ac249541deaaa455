import { describe, expect, it } from 'vitest';

import { hasRoute } from '@/lib/i18n/routing';

import { mobileLinks, navItemsFor } from './navigation-items';

describe('navigation items', () => {
  it('lists the navbar items in order', () => {
    expect(navItemsFor('es').map((item) => item.key)).toEqual([
      'models',
      'talents',
      'news',
      'magazine',
      'contact',
      'about',
      'beAModel',
      'favorites',
    ]);
  });

  it('keeps only the Portuguese routes in pt', () => {
    const items = navItemsFor('pt');
    expect(items.map((item) => item.key)).toEqual([
      'models',
      'contact',
      'about',
      'beAModel',
      'favorites',
    ]);
    const models = items[0];
    expect(models?.available).toBe(false);
    expect(models?.children?.map((child) => child.key)).toEqual(['women', 'men', 'newFaces']);
  });

  it('gives the mobile menu every board of the desktop dropdowns', () => {
    for (const locale of ['es', 'en'] as const) {
      const [models, talents] = navItemsFor(locale);
      expect(models && mobileLinks(models, locale).map((link) => link.key)).toEqual([
        'models',
        'women',
        'men',
        'actors',
        'international',
        'curvy',
        'newFaces',
      ]);
      expect(talents && mobileLinks(talents, locale).map((link) => link.key)).toEqual([
        'talents',
        'creative',
        'kids',
      ]);
    }
  });

  it('gives items without a dropdown no sub-links: they are links of their own', () => {
    for (const item of navItemsFor('es').filter((item) => !item.children?.length))
      expect(mobileLinks(item, 'es'), item.key).toEqual([]);
  });

  it('gives Portuguese the boards it has, and the same as its desktop dropdown', () => {
    const [models] = navItemsFor('pt');
    const links = models ? mobileLinks(models, 'pt') : [];
    expect(links.map((link) => link.key)).toEqual(['women', 'men', 'newFaces']);
    expect(links.map((link) => link.key)).toEqual(models?.children?.map((child) => child.key));
  });

  it('knows which routes Portuguese has', () => {
    expect(hasRoute('pt', '/news')).toBe(false);
    expect(hasRoute('pt', '/models/[id]/[name]')).toBe(true);
    expect(hasRoute('es', '/news')).toBe(true);
  });
});
