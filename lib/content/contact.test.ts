import { describe, expect, it } from 'vitest';

import { bookingEntry, instagramProfile, localizedLabel, telHref } from './contact';

describe('contact helpers', () => {
  it('picks a label in the locale, then Spanish, then any', () => {
    expect(localizedLabel({ es: 'Prensa', en: 'Press', pt: 'Imprensa' }, 'en')).toBe('Press');
    expect(localizedLabel({ es: 'Prensa', en: null }, 'en')).toBe('Prensa');
    expect(localizedLabel({ pt: 'Imprensa' }, 'en')).toBe('Imprensa');
    expect(localizedLabel({}, 'en')).toBe('');
  });

  it('turns a written phone number into a tel: link', () => {
    expect(telHref('+34 910 555 120')).toBe('tel:+34910555120');
    expect(telHref('(91) 555-12-0')).toBe('tel:91555120');
  });

  it('reads an Instagram handle in any of its forms', () => {
    expect(instagramProfile('lumenmodels')).toEqual({
      handle: 'lumenmodels',
      url: 'https://www.instagram.com/lumenmodels/',
    });
    expect(instagramProfile('@lumen.models')).toEqual({
      handle: 'lumen.models',
      url: 'https://www.instagram.com/lumen.models/',
    });
    expect(instagramProfile('https://www.instagram.com/lumenmodels/?hl=es')?.handle).toBe(
      'lumenmodels',
    );
    expect(instagramProfile('javascript:alert(1)')).toBeNull();
    expect(instagramProfile(null)).toBeNull();
  });
});

describe('bookingEntry', () => {
  const phones = [
    { label: { es: 'Oficina', en: 'Office' }, number: '1' },
    { label: { es: 'Reservas', en: 'Booking' }, number: '2' },
  ];

  it('picks the entry labelled booking in any language, else the first, else none', () => {
    expect(bookingEntry(phones, (phone) => phone.label)?.number).toBe('2');
    expect(bookingEntry(phones.slice(0, 1), (phone) => phone.label)?.number).toBe('1');
    expect(bookingEntry([], (phone: { label: { es: string } }) => phone.label)).toBeNull();
  });
});
