import type { Customizations } from './types';

export type Address = NonNullable<Customizations['contact']['address']>;

export const MAP_ORIGIN = 'https://www.openstreetmap.org';
// Half the width and height of the embedded map around the marker, in degrees (a few streets).
const SPAN = { lng: 0.006, lat: 0.0032 };

export function addressLine(address: Address): string {
  return [address.street, `${address.postalCode} ${address.city}`.trim(), address.country]
    .filter(Boolean)
    .join(', ');
}

/** The embedded map around the agency, and a link that works when the map cannot load. */
export function mapLinks(address: Address): { embed: string; link: string } {
  const { lat, lng } = address;
  const bbox = [lng - SPAN.lng, lat - SPAN.lat, lng + SPAN.lng, lat + SPAN.lat]
    .map((n) => n.toFixed(5))
    .join(',');
  const embed = `${MAP_ORIGIN}/export/embed.html?${new URLSearchParams({ bbox, layer: 'mapnik', marker: `${lat},${lng}` })}`;
  const link = `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: addressLine(address) })}`;
  return { embed, link };
}
