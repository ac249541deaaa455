/** Countries (ISO 3166 numeric ids), their names per language and a few cities each. */
export type Region =
  'iberia' | 'lusophone' | 'latam' | 'france' | 'italy' | 'anglo' | 'north' | 'africa';

export interface CountrySeed {
  id: number;
  names: { es: string; en: string; pt: string };
  region: Region;
  cities: string[];
}

export const COUNTRIES: readonly CountrySeed[] = [
  {
    id: 724,
    names: { es: 'España', en: 'Spain', pt: 'Espanha' },
    region: 'iberia',
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Palma', 'A Coruña'],
  },
  {
    id: 620,
    names: { es: 'Portugal', en: 'Portugal', pt: 'Portugal' },
    region: 'lusophone',
    cities: ['Lisboa', 'Porto', 'Coimbra', 'Faro', 'Braga'],
  },
  {
    id: 76,
    names: { es: 'Brasil', en: 'Brazil', pt: 'Brasil' },
    region: 'lusophone',
    cities: [
      'São Paulo',
      'Rio de Janeiro',
      'Belo Horizonte',
      'Florianópolis',
      'Salvador',
      'Curitiba',
    ],
  },
  {
    id: 250,
    names: { es: 'Francia', en: 'France', pt: 'França' },
    region: 'france',
    cities: ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Nice'],
  },
  {
    id: 380,
    names: { es: 'Italia', en: 'Italy', pt: 'Itália' },
    region: 'italy',
    cities: ['Milano', 'Roma', 'Firenze', 'Napoli', 'Torino'],
  },
  {
    id: 826,
    names: { es: 'Reino Unido', en: 'United Kingdom', pt: 'Reino Unido' },
    region: 'anglo',
    cities: ['London', 'Manchester', 'Edinburgh', 'Bristol'],
  },
  {
    id: 840,
    names: { es: 'Estados Unidos', en: 'United States', pt: 'Estados Unidos' },
    region: 'anglo',
    cities: ['New York', 'Los Angeles', 'Miami', 'Chicago'],
  },
  {
    id: 32,
    names: { es: 'Argentina', en: 'Argentina', pt: 'Argentina' },
    region: 'latam',
    cities: ['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza'],
  },
  {
    id: 484,
    names: { es: 'México', en: 'Mexico', pt: 'México' },
    region: 'latam',
    cities: ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Oaxaca'],
  },
  {
    id: 170,
    names: { es: 'Colombia', en: 'Colombia', pt: 'Colômbia' },
    region: 'latam',
    cities: ['Bogotá', 'Medellín', 'Cali', 'Cartagena'],
  },
  {
    id: 152,
    names: { es: 'Chile', en: 'Chile', pt: 'Chile' },
    region: 'latam',
    cities: ['Santiago', 'Valparaíso', 'Concepción'],
  },
  {
    id: 862,
    names: { es: 'Venezuela', en: 'Venezuela', pt: 'Venezuela' },
    region: 'latam',
    cities: ['Caracas', 'Maracaibo', 'Valencia'],
  },
  {
    id: 276,
    names: { es: 'Alemania', en: 'Germany', pt: 'Alemanha' },
    region: 'north',
    cities: ['Berlin', 'Hamburg', 'München', 'Köln'],
  },
  {
    id: 528,
    names: { es: 'Países Bajos', en: 'Netherlands', pt: 'Países Baixos' },
    region: 'north',
    cities: ['Amsterdam', 'Rotterdam', 'Utrecht'],
  },
  {
    id: 752,
    names: { es: 'Suecia', en: 'Sweden', pt: 'Suécia' },
    region: 'north',
    cities: ['Stockholm', 'Göteborg', 'Malmö'],
  },
  {
    id: 504,
    names: { es: 'Marruecos', en: 'Morocco', pt: 'Marrocos' },
    region: 'africa',
    cities: ['Casablanca', 'Marrakech', 'Rabat'],
  },
  {
    id: 566,
    names: { es: 'Nigeria', en: 'Nigeria', pt: 'Nigéria' },
    region: 'africa',
    cities: ['Lagos', 'Abuja'],
  },
];

export const SPAIN = 724;

export interface CitySeed {
  id: number;
  countryId: number;
  name: string;
}

/** City ids are positional (1, 2, ... in the order above), so they are stable across seeds. */
export const CITIES: readonly CitySeed[] = COUNTRIES.flatMap((country) =>
  country.cities.map((name) => ({ countryId: country.id, name })),
).map((city, index) => ({ id: index + 1, ...city }));

export function cityId(countryId: number, name: string): number {
  const city = CITIES.find((c) => c.countryId === countryId && c.name === name);
  if (!city) throw new Error(`Unknown demo city ${name} (${countryId})`);
  return city.id;
}

export function countryOf(id: number): CountrySeed {
  const country = COUNTRIES.find((c) => c.id === id);
  if (!country) throw new Error(`Unknown demo country ${id}`);
  return country;
}
