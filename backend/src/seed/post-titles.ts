import type { Language, Section } from '../types.js';
import type { Random } from './random.js';

type Fill = { name: string; brand: string; city: string; season: string };
type Title = (f: Fill) => string;

const BRANDS = ['Atelier Norte', 'Casa Olmo', 'Maison Verano', 'Línea Sur', 'Estudio Brisa', 'Oro Viejo', 'Nómada', 'Salt & Stone'];
const CITIES = ['Madrid', 'Milán', 'París', 'Lisboa', 'Barcelona', 'Londres'];
const PEOPLE = ['Lucía Navarro', 'Hugo Ferrer', 'Inès Moreau', 'Mateo Castillo', 'Gabriela Santos', 'Valentina Rojas', 'Aitana Lozano', 'Olivia Bennett'];
const SEASONS: Record<Language, string[]> = {
  es: ['primavera-verano', 'otoño-invierno', 'resort', 'cápsula'],
  en: ['spring-summer', 'autumn-winter', 'resort', 'capsule'],
  pt: ['primavera-verão', 'outono-inverno', 'resort', 'cápsula'],
};

/** Headlines per section and language; 'pt' shares the Spanish and English ones' shapes. */
const TITLES: Record<Section, Record<Language, Title[]>> = {
  news: {
    es: [
      (f) => `${f.name} protagoniza la nueva campaña de ${f.brand}`,
      (f) => `Nuestras caras nuevas en la semana de la moda de ${f.city}`,
      (f) => `${f.brand} elige a ${f.name} para su colección ${f.season}`,
      (f) => `Casting abierto en ${f.city}: buscamos nuevos talentos`,
      (f) => `Entre bastidores: ${f.name} en el desfile de ${f.brand}`,
      (f) => `${f.name}, portada del especial ${f.season}`,
    ],
    en: [
      (f) => `${f.name} fronts the new ${f.brand} campaign`,
      (f) => `Our new faces at ${f.city} fashion week`,
      (f) => `${f.brand} picks ${f.name} for its ${f.season} collection`,
      (f) => `Open casting in ${f.city}: we are scouting new talent`,
      (f) => `Backstage: ${f.name} at the ${f.brand} show`,
      (f) => `${f.name} covers the ${f.season} issue`,
    ],
    pt: [
      (f) => `${f.name} protagoniza a nova campanha de ${f.brand}`,
      (f) => `Casting aberto em ${f.city}: procuramos novos talentos`,
    ],
  },
  magazine: {
    es: [
      () => 'Cómo preparar tu primer book',
      (f) => `La luz de ${f.city} en invierno`,
      (f) => `Diez años de ${f.brand}: una conversación`,
      () => 'Guía para familias de modelos infantiles',
      () => 'El arte del retrato en blanco y negro',
      () => 'Lo que buscamos en un casting',
    ],
    en: [
      () => 'How to prepare your first portfolio',
      (f) => `Winter light in ${f.city}`,
      (f) => `Ten years of ${f.brand}: a conversation`,
      () => "A parent's guide to kids' modelling",
      () => 'The art of the black-and-white portrait',
      () => 'What we look for at a casting',
    ],
    pt: [
      () => 'Como preparar o seu primeiro portfólio',
      (f) => `A luz de ${f.city} no inverno`,
    ],
  },
};

export function makeTitle(random: Random, section: Section, language: Language): string {
  const fill = { name: random.pick(PEOPLE), brand: random.pick(BRANDS), city: random.pick(CITIES), season: random.pick(SEASONS[language]) };
  return random.pick(TITLES[section][language])(fill);
}

export function slugify(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
