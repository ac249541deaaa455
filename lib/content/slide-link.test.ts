import { describe, expect, it } from 'vitest';

import { slideHref } from './slide-link';

describe('slideHref', () => {
  it('turns post paths into localizable post links', () => {
    expect(slideHref('/news/nuevas-caras-2025')).toEqual({
      type: 'internal',
      href: { pathname: '/news/[slug]', params: { slug: 'nuevas-caras-2025' } },
    });
    expect(slideHref('/en/magazine/portfolio-guide/')).toEqual({
      type: 'internal',
      href: { pathname: '/magazine/[slug]', params: { slug: 'portfolio-guide' } },
    });
  });

  it('accepts static paths in their internal or localized form', () => {
    expect(slideHref('/be-a-model')).toEqual({ type: 'internal', href: '/be-a-model' });
    expect(slideHref('/ser-modelo')).toEqual({ type: 'internal', href: '/be-a-model' });
    expect(slideHref('/en/models/women?x=1')).toEqual({ type: 'internal', href: '/models/women' });
    expect(slideHref('/')).toEqual({ type: 'internal', href: '/' });
  });

  it('keeps absolute links as external and drops anything else', () => {
    expect(slideHref('https://brand.example/campaign')).toEqual({
      type: 'external',
      href: 'https://brand.example/campaign',
    });
    expect(slideHref('javascript:alert(1)')).toBeNull();
    expect(slideHref('/no/such/page')).toBeNull();
    expect(slideHref('')).toBeNull();
    expect(slideHref(null)).toBeNull();
  });
});
