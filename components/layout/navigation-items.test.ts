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

  it('gives the mobile sub-links of models and talents', () => {
    const [models, talents] = navItemsFor('en');
    expect(models && mobileLinks(models, 'en').map((link) => link.key)).toEqual([
      'models',
      'women',
      'men',
    ]);
    expect(talents && mobileLinks(talents, 'en').map((link) => link.key)).toEqual([
      'talents',
      'creative',
      'kids',
    ]);
  });

  it('knows which routes Portuguese has', () => {
    expect(hasRoute('pt', '/news')).toBe(false);
    expect(hasRoute('pt', '/models/[id]/[name]')).toBe(true);
    expect(hasRoute('es', '/news')).toBe(true);
  });
});
