import type { Language, Section } from '../types.js';
import type { Random } from './random.js';

type Texts = Record<Language, string>;
type Fill = { name: string; brand: string; city: Texts; season: Texts };
type Title = (f: Fill) => Texts;

const BRANDS = [
  'Atelier Norte',
  'Casa Olmo',
  'Maison Verano',
  'Línea Sur',
  'Estudio Brisa',
  'Oro Viejo',
  'Nómada',
  'Salt & Stone',
];
const CITIES: Texts[] = [
  { es: 'Madrid', en: 'Madrid', pt: 'Madrid' },
  { es: 'Milán', en: 'Milan', pt: 'Milão' },
  { es: 'París', en: 'Paris', pt: 'Paris' },
  { es: 'Lisboa', en: 'Lisbon', pt: 'Lisboa' },
  { es: 'Barcelona', en: 'Barcelona', pt: 'Barcelona' },
  { es: 'Londres', en: 'London', pt: 'Londres' },
];
const PEOPLE = [
  'Lucía Navarro',
  'Hugo Ferrer',
  'Inès Moreau',
  'Mateo Castillo',
  'Gabriela Santos',
  'Valentina Rojas',
  'Aitana Lozano',
  'Olivia Bennett',
];
const SEASONS: Texts[] = [
  { es: 'primavera-verano', en: 'spring-summer', pt: 'primavera-verão' },
  { es: 'otoño-invierno', en: 'autumn-winter', pt: 'outono-inverno' },
  { es: 'resort', en: 'resort', pt: 'resort' },
  { es: 'cápsula', en: 'capsule', pt: 'cápsula' },
];

/** Headlines per section, each in every language, as the panel's editors write a batch. */
const TITLES: Record<Section, Title[]> = {
  news: [
    (f) => ({
      es: `${f.name} protagoniza la nueva campaña de ${f.brand}`,
      en: `${f.name} fronts the new ${f.brand} campaign`,
      pt: `${f.name} protagoniza a nova campanha de ${f.brand}`,
    }),
    (f) => ({
      es: `Nuestras caras nuevas en la semana de la moda de ${f.city.es}`,
      en: `Our new faces at ${f.city.en} fashion week`,
      pt: `Os nossos rostos novos na semana de moda de ${f.city.pt}`,
    }),
    (f) => ({
      es: `${f.brand} elige a ${f.name} para su colección ${f.season.es}`,
      en: `${f.brand} picks ${f.name} for its ${f.season.en} collection`,
      pt: `${f.brand} escolhe ${f.name} para a coleção ${f.season.pt}`,
    }),
    (f) => ({
      es: `Casting abierto en ${f.city.es}: buscamos nuevos talentos`,
      en: `Open casting in ${f.city.en}: we are scouting new talent`,
      pt: `Casting aberto em ${f.city.pt}: procuramos novos talentos`,
    }),
    (f) => ({
      es: `Entre bastidores: ${f.name} en el desfile de ${f.brand}`,
      en: `Backstage: ${f.name} at the ${f.brand} show`,
      pt: `Bastidores: ${f.name} no desfile de ${f.brand}`,
    }),
    (f) => ({
      es: `${f.name}, portada del especial ${f.season.es}`,
      en: `${f.name} covers the ${f.season.en} issue`,
      pt: `${f.name} na capa da edição ${f.season.pt}`,
    }),
  ],
  magazine: [
    () => ({
      es: 'Cómo preparar tu primer book',
      en: 'How to prepare your first portfolio',
      pt: 'Como preparar o seu primeiro portfólio',
    }),
    (f) => ({
      es: `La luz de ${f.city.es} en invierno`,
      en: `Winter light in ${f.city.en}`,
      pt: `A luz de ${f.city.pt} no inverno`,
    }),
    (f) => ({
      es: `Diez años de ${f.brand}: una conversación`,
      en: `Ten years of ${f.brand}: a conversation`,
      pt: `Dez anos de ${f.brand}: uma conversa`,
    }),
    () => ({
      es: 'Guía para familias de modelos infantiles',
      en: "A parent's guide to kids' modelling",
      pt: 'Guia para famílias de modelos infantis',
    }),
    () => ({
      es: 'El arte del retrato en blanco y negro',
      en: 'The art of the black-and-white portrait',
      pt: 'A arte do retrato a preto e branco',
    }),
    () => ({
      es: 'Lo que buscamos en un casting',
      en: 'What we look for at a casting',
      pt: 'O que procuramos num casting',
    }),
  ],
};

/** One headline in every language (the same story told three times). */
export function makeTitles(random: Random, section: Section): Texts {
  const fill = {
    name: random.pick(PEOPLE),
    brand: random.pick(BRANDS),
    city: random.pick(CITIES),
    season: random.pick(SEASONS),
  };
  return random.pick(TITLES[section])(fill);
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
