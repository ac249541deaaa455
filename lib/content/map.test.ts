import { describe, expect, it } from 'vitest';

import { addressLine, mapLinks } from './map';

const address = {
  street: 'Calle de Fernando VI, 17',
  postalCode: '28004',
  city: 'Madrid',
  country: 'España',
  lat: 40.4247,
  lng: -3.6953,
};

describe('map links', () => {
  it('writes the address on one line', () => {
    expect(addressLine(address)).toBe('Calle de Fernando VI, 17, 28004 Madrid, España');
  });

  it('centres the embedded map on the address with a marker', () => {
    const url = new URL(mapLinks(address).embed);
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('marker')).toBe('40.4247,-3.6953');
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(address.lng);
    expect(east).toBeGreaterThan(address.lng);
    expect(south).toBeLessThan(address.lat);
    expect(north).toBeGreaterThan(address.lat);
  });

  it('links to a maps search for the address', () => {
    const url = new URL(mapLinks(address).link);
    expect(url.searchParams.get('query')).toBe('Calle de Fernando VI, 17, 28004 Madrid, España');
  });
});
