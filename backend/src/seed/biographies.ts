import type { Language, Localized } from '../types.js';
import type { Random } from './random.js';

export type BioKind = 'model' | 'actor' | 'creative' | 'kid';
type Texts = Record<Language, string>;

interface BioFacts {
  first: string;
  city: string;
  years: number;
  discipline: Texts;
}

/** Fields of work rather than job titles, so the texts need no grammatical gender. */
export const DISCIPLINES: readonly Texts[] = [
  {
    es: 'la fotografía y la dirección de arte',
    en: 'photography and art direction',
    pt: 'fotografia e direção de arte',
  },
  { es: 'el estilismo de moda', en: 'fashion styling', pt: 'styling de moda' },
  { es: 'el maquillaje y la belleza', en: 'make-up and beauty', pt: 'maquiagem e beleza' },
  { es: 'la ilustración', en: 'illustration', pt: 'ilustração' },
  { es: 'la creación de contenido', en: 'content creation', pt: 'criação de conteúdo' },
  { es: 'la coreografía y la danza', en: 'choreography and dance', pt: 'coreografia e dança' },
  { es: 'la música electrónica', en: 'electronic music', pt: 'música eletrônica' },
];

type Template = (f: BioFacts) => Texts;

/** Two paragraphs each, separated by a blank line: `about` is plain text, the site lays it out. */
const TEMPLATES: Record<BioKind, Template[]> = {
  creative: [
    (f) => ({
      es: `${f.first} trabaja en ${f.discipline.es} desde ${f.city}. En ${f.years} años ha firmado editoriales, campañas y piezas para marcas independientes.\n\nSu trabajo busca la luz natural, los gestos pequeños y una paleta sobria. Colabora con revistas de moda y estudios de diseño de toda Europa.`,
      en: `${f.first} works in ${f.discipline.en} from ${f.city}. Over ${f.years} years the work has included editorials, campaigns and pieces for independent labels.\n\nIt is drawn to natural light, small gestures and a restrained palette, with regular collaborations for fashion magazines and design studios across Europe.`,
      pt: `${f.first} trabalha em ${f.discipline.pt} a partir de ${f.city}. Em ${f.years} anos assinou editoriais, campanhas e peças para marcas independentes.\n\nO trabalho procura a luz natural, os gestos pequenos e uma paleta sóbria, com colaborações regulares com revistas de moda e estúdios de design de toda a Europa.`,
    }),
    (f) => ({
      es: `Con formación entre ${f.city} y Londres, ${f.first} se dedica a ${f.discipline.es} desde hace ${f.years} años.\n\nSu currículum incluye semanas de la moda, lanzamientos de producto y proyectos culturales, siempre con una mirada cercana al arte contemporáneo.`,
      en: `Trained between ${f.city} and London, ${f.first} has worked in ${f.discipline.en} for ${f.years} years.\n\nCredits include fashion weeks, product launches and cultural projects, always with an eye close to contemporary art.`,
      pt: `Com formação entre ${f.city} e Londres, ${f.first} dedica-se a ${f.discipline.pt} há ${f.years} anos.\n\nO currículo inclui semanas de moda, lançamentos de produto e projetos culturais, sempre com um olhar próximo da arte contemporânea.`,
    }),
  ],
  model: [
    (f) => ({
      es: `${f.first} empezó a posar en ${f.city} y lleva ${f.years} años en la agencia, con trabajos para firmas de moda, belleza y joyería.\n\nSus favoritos: los rodajes en exteriores y los retratos en blanco y negro.`,
      en: `${f.first} started modelling in ${f.city} and has been with the agency for ${f.years} years, working for fashion, beauty and jewellery brands.\n\nOutdoor shoots and black-and-white portraits are favourites.`,
      pt: `${f.first} começou a posar em ${f.city} e está na agência há ${f.years} anos, com trabalhos para marcas de moda, beleza e joalharia.\n\nOs favoritos: produções em exteriores e retratos a preto e branco.`,
    }),
  ],
  actor: [
    (f) => ({
      es: `Con formación clásica en interpretación, ${f.first} vive en ${f.city} y suma ${f.years} años de teatro, series y publicidad.\n\nDomina el trabajo ante la cámara y la improvisación, y tiene experiencia en rodajes en inglés.`,
      en: `Classically trained, ${f.first} lives in ${f.city} and has ${f.years} years of stage, series and commercial work.\n\nComfortable on camera and in improvisation, with experience on English-language sets.`,
      pt: `Com formação clássica em interpretação, ${f.first} vive em ${f.city} e soma ${f.years} anos de teatro, séries e publicidade.\n\nDomina o trabalho de câmara e a improvisação, com experiência em rodagens em inglês.`,
    }),
  ],
  kid: [
    (f) => ({
      es: `${f.first} vive en ${f.city} con su familia y disfruta de las sesiones de fotos con alegría y curiosidad.\n\nEn los rodajes trabaja siempre con un adulto responsable y en horarios adaptados a su edad.`,
      en: `${f.first} lives in ${f.city} with family and enjoys photo shoots with a cheerful, curious spirit.\n\nOn set there is always a responsible adult, and hours suit their age.`,
      pt: `${f.first} vive em ${f.city} com a família e gosta de sessões de fotos, com alegria e curiosidade.\n\nNas produções trabalha sempre com um adulto responsável e em horários adequados à idade.`,
    }),
  ],
};

export function makeBiography(
  random: Random,
  kind: BioKind,
  facts: Omit<BioFacts, 'discipline'>,
): Texts {
  const template = random.pick(TEMPLATES[kind]);
  return template({ ...facts, discipline: random.pick(DISCIPLINES) });
}

/**
 * The language a talent's biography was never written in, as happens in the real panel, so the
 * site's fallback to Portuguese is exercised: no English for talents 4, 10, 16, 22, ... and no
 * Spanish for 5, 11, 17, 23, ... Taken from the id rather than drawn, so the PRNG sequence, and
 * with it every other demo fact, stays as it was.
 */
export function untranslatedLanguage(id: number): Language | null {
  if (id % 6 === 4) return 'en';
  if (id % 6 === 5) return 'es';
  return null;
}

/** The biography as stored: null in the language it was never written in. */
export function withoutUntranslated(id: number, texts: Texts): Localized {
  const missing = untranslatedLanguage(id);
  return { ...texts, ...(missing ? { [missing]: null } : {}) };
}
