import { describe, expect, it } from 'vitest';

import { internalPath } from './internal-path';

describe('internalPath', () => {
  it('maps Spanish (unprefixed) paths to their internal English ones under /es', () => {
    expect(internalPath('/')).toBe('/es');
    expect(internalPath('/contacto')).toBe('/es/contact');
    expect(internalPath('/modelos/mujeres')).toBe('/es/models/women');
    expect(internalPath('/modelos/62/adrian-molina')).toBe('/es/models/62/adrian-molina');
    expect(internalPath('/es/contacto')).toBe('/es/contact');
  });

  it('keeps English paths and resolves localized ones', () => {
    expect(internalPath('/en')).toBe('/en');
    expect(internalPath('/en/')).toBe('/en');
    expect(internalPath('/en/models/women')).toBe('/en/models/women');
    expect(internalPath('/en/new-faces')).toBe('/en/future-face');
    expect(internalPath('/en/news/some-post?x=1')).toBe('/en/news/some-post');
  });

  it('resolves Portuguese paths only where Portuguese has the route', () => {
    expect(internalPath('/pt/mulheres')).toBe('/pt/models/women');
    expect(internalPath('/pt/sobre-nos')).toBe('/pt/about-us');
    expect(internalPath('/pt/news')).toBeNull();
  });

  it('refuses what is not a page of the site', () => {
    expect(internalPath('/en/contacto')).toBeNull();
    expect(internalPath('/nope')).toBeNull();
    expect(internalPath('modelos')).toBeNull();
    expect(internalPath('/modelos/1/a/b')).toBeNull();
  });
});
