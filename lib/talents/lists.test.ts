import { describe, expect, it } from 'vitest';
import { listPlan } from './lists';
import { countByGender, parseGenderChoice } from './gender';

describe('listPlan', () => {
  it('loads models by category and gender with route links in es and en', () => {
    expect(listPlan('models', 'es').filters).toEqual({ categories: [1] });
    expect(listPlan('women', 'en').filters).toEqual({ categories: [1], gender: 'woman' });
    const filter = listPlan('men', 'es').filter;
    expect(filter).toMatchObject({ kind: 'links', group: 'gender' });
    if (filter.kind !== 'links') throw new Error('links expected');
    expect(filter.links.map((link) => [link.key, link.href, link.current])).toEqual([
      ['all', '/models', false],
      ['woman', '/models/women', false],
      ['man', '/models/men', true],
    ]);
  });

  it('filters all models in the browser on the Portuguese women and men pages', () => {
    expect(listPlan('women', 'pt')).toEqual({ filters: { categories: [1] }, filter: { kind: 'query', initial: 'woman' } });
    expect(listPlan('men', 'pt').filter).toEqual({ kind: 'query', initial: 'man' });
  });

  it('uses the query filter on lists without gender routes', () => {
    expect(listPlan('actors', 'en')).toEqual({ filters: { categories: [1, 1911] }, filter: { kind: 'query', initial: 'all' } });
    expect(listPlan('international', 'es').filters).toEqual({ categories: [1, 1912] });
    expect(listPlan('curvy', 'es').filters).toEqual({ categories: [1, 1913] });
    expect(listPlan('newFaces', 'pt').filters).toEqual({ categories: [1914] });
  });

  it('links the talents category filter and preselects the route', () => {
    expect(listPlan('talents', 'en').filters).toEqual({ categories: [1907] });
    expect(listPlan('creative', 'en').filters).toEqual({ categories: [1907, 1908] });
    const filter = listPlan('kids', 'es').filter;
    if (filter.kind !== 'links') throw new Error('links expected');
    expect(filter.group).toBe('category');
    expect(filter.links.find((link) => link.current)).toMatchObject({ key: 'kids', href: '/talents/kids' });
    expect(listPlan('kids', 'es').filters).toEqual({ categories: [1907, 1910] });
  });
});

describe('gender choice', () => {
  it('reads ?gender= and falls back to the initial choice', () => {
    expect(parseGenderChoice('man', 'all')).toBe('man');
    expect(parseGenderChoice('all', 'woman')).toBe('all');
    expect(parseGenderChoice(null, 'woman')).toBe('woman');
    expect(parseGenderChoice('robot', 'all')).toBe('all');
  });

  it('counts talents per gender', () => {
    expect(countByGender([{ gender: 'woman' }, { gender: 'man' }, { gender: 'woman' }])).toEqual({ all: 3, woman: 2, man: 1 });
    expect(countByGender([])).toEqual({ all: 0, woman: 0, man: 0 });
  });
});
