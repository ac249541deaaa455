import { describe, expect, it } from 'vitest';

import { countByGender } from './gender';
import { listPlan, type ListPlan } from './lists';

const linkRows = (plan: ListPlan) =>
  plan.links?.links.map((link) => [link.key, link.href, link.current]);

describe('listPlan', () => {
  it('loads models by category and gender, each gender a route, in es and en', () => {
    expect(listPlan('models', 'es').filters).toEqual({ categories: [1] });
    expect(listPlan('women', 'en').filters).toEqual({ categories: [1], gender: 'woman' });
    const men = listPlan('men', 'es');
    expect(men.links?.group).toBe('gender');
    expect(linkRows(men)).toEqual([
      ['all', '/models', false],
      ['woman', '/models/women', false],
      ['man', '/models/men', true],
    ]);
  });

  it('gives the Portuguese women and men pages their own gender, linking each other only', () => {
    // pt has no all-models route: its gender pages never list the other gender under their heading.
    expect(listPlan('women', 'pt').filters).toEqual({ categories: [1], gender: 'woman' });
    expect(listPlan('men', 'pt').filters).toEqual({ categories: [1], gender: 'man' });
    expect(linkRows(listPlan('women', 'pt'))).toEqual([
      ['woman', '/models/women', true],
      ['man', '/models/men', false],
    ]);
  });

  it('gives lists without gender routes no links: their gender is filtered in the page', () => {
    expect(listPlan('actors', 'en')).toEqual({ filters: { categories: [1, 1911] }, links: null });
    expect(listPlan('international', 'es').filters).toEqual({ categories: [1, 1912] });
    expect(listPlan('curvy', 'es').filters).toEqual({ categories: [1, 1913] });
    expect(listPlan('newFaces', 'pt')).toEqual({ filters: { categories: [1914] }, links: null });
  });

  it('links the talents category filter and preselects the route', () => {
    expect(listPlan('talents', 'en').filters).toEqual({ categories: [1907] });
    expect(listPlan('creative', 'en').filters).toEqual({ categories: [1907, 1908] });
    const kids = listPlan('kids', 'es');
    expect(kids.links?.group).toBe('category');
    expect(kids.links?.links.find((link) => link.current)).toMatchObject({
      key: 'kids',
      href: '/talents/kids',
    });
    expect(kids.filters).toEqual({ categories: [1907, 1910] });
  });
});

describe('countByGender', () => {
  it('counts talents per gender', () => {
    expect(countByGender([{ gender: 'woman' }, { gender: 'man' }, { gender: 'woman' }])).toEqual({
      all: 3,
      woman: 2,
      man: 1,
    });
    expect(countByGender([])).toEqual({ all: 0, woman: 0, man: 0 });
  });
});
