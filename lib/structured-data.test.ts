import { describe, expect, it } from 'vitest';

import { measuresOf } from '@/tests/unit/measures';

import type { Customizations } from './content/types';
import { jsonLd } from './seo';
import { organizationLd, personLd } from './structured-data';

const measures = measuresOf({ height: '176/5.9' });
const agency = { name: 'Maison Models', url: 'https://example.com/' };
const talent = {
  name: 'Lucía Navarro',
  cover: 'https://media.example/lucia.jpg',
  instagram: 'lucia.navarro',
  gender: 'woman' as const,
  measures,
};

describe('personLd', () => {
  it('describes a talent with url, image, Instagram in sameAs and height in centimetres', () => {
    expect(personLd(talent, 'https://example.com/modelos/1/lucia-navarro', agency)).toEqual({
      '@type': 'Person',
      name: 'Lucía Navarro',
      url: 'https://example.com/modelos/1/lucia-navarro',
      image: 'https://media.example/lucia.jpg',
      gender: 'https://schema.org/Female',
      height: { '@type': 'QuantitativeValue', value: 176, unitCode: 'CMT' },
      sameAs: ['https://www.instagram.com/lucia.navarro/'],
      affiliation: { '@type': 'Organization', name: 'Maison Models', url: 'https://example.com/' },
    });
  });

  it('leaves out sameAs, image and height it does not have', () => {
    const body = JSON.parse(
      jsonLd(
        personLd(
          { ...talent, cover: null, instagram: null, measures: { ...measures, height: '5x6' } },
          'u',
          agency,
        ),
      ),
    );
    expect(body).not.toHaveProperty('sameAs');
    expect(body).not.toHaveProperty('image');
    expect(body).not.toHaveProperty('height');
  });

  it('leaves out the gender of a talent who is neither woman nor man', () => {
    const body = JSON.parse(jsonLd(personLd({ ...talent, gender: 'neutral' }, 'u', agency)));
    expect(body).not.toHaveProperty('gender');
  });

  it('cannot break out of its script with </script> in a name', () => {
    const body = jsonLd(
      personLd({ ...talent, name: 'Eve</script><script>alert(1)</script>' }, 'u', agency),
    );
    expect(body).not.toMatch(/<\/script/i);
    expect(JSON.parse(body).name).toBe('Eve</script><script>alert(1)</script>');
  });
});

describe('organizationLd', () => {
  const contact: Customizations['contact'] = {
    emails: [{ department: { es: 'Reservas', en: 'Booking' }, email: 'booking@example.com' }],
    phones: [{ label: { es: 'Oficina' }, number: '+34 600 000 000' }],
    address: {
      street: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      country: 'España',
      lat: 0,
      lng: 0,
    },
    instagram: 'maison',
  };
  const content = {
    socialMedias: [
      { name: 'instagram', url: 'https://www.instagram.com/maison/' },
      { name: 'broken', url: 'javascript:alert(1)' },
    ],
    customizations: { brand: { name: 'Maison Models', bookingProvider: null }, contact },
  };

  it('names the agency with logo, social profiles, address and contact points', () => {
    expect(
      organizationLd({
        name: 'Maison Models',
        url: 'https://example.com/en',
        logo: 'https://example.com/icon.svg',
        content,
        locale: 'en',
      }),
    ).toEqual({
      '@type': 'Organization',
      name: 'Maison Models',
      url: 'https://example.com/en',
      logo: 'https://example.com/icon.svg',
      sameAs: ['https://www.instagram.com/maison/'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle Mayor 1',
        postalCode: '28013',
        addressLocality: 'Madrid',
        addressCountry: 'España',
      },
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'Booking', email: 'booking@example.com' },
        { '@type': 'ContactPoint', contactType: 'Oficina', telephone: '+34 600 000 000' },
      ],
    });
  });

  it('escapes < in a panel-provided name', () => {
    const body = jsonLd(
      organizationLd({ name: '</script>x', url: 'u', logo: 'l', content, locale: 'es' }),
    );
    expect(body).not.toContain('</script>');
  });
});
