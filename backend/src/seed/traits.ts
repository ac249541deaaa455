import type { Language } from '../types.js';

/**
 * The 17 eye colours of the integration API, in Portuguese as the real service sends them (ids
 * 1..17).
 */
export const EYES = [
  'Azuis',
  'Azuis claros',
  'Azuis escuros',
  'Castanhos',
  'Castanhos claros',
  'Castanhos escuros',
  'Verdes',
  'Verdes claros',
  'Verdes escuros',
  'Mel',
  'Pretos',
  'Cinzas',
  'Avelã',
  'Âmbar',
  'Azul-esverdeados',
  'Castanho-esverdeados',
  'Heterocromia',
] as const;

/** Hair colours as talents' measures carry them (Portuguese). */
export const HAIR = [
  'Loiro',
  'Loiro claro',
  'Loiro escuro',
  'Platinado',
  'Castanho',
  'Castanho claro',
  'Castanho escuro',
  'Preto',
  'Ruivo',
  'Acobreado',
  'Grisalho',
  'Mel',
] as const;

type Labels = Record<Language, string>;

/** Skills are stored as keys and answered in the requested language. */
export const SKILLS: Record<string, Labels> = {
  dance: { es: 'Baile', en: 'Dance', pt: 'Dança' },
  ballet: { es: 'Ballet', en: 'Ballet', pt: 'Balé' },
  riding: { es: 'Equitación', en: 'Horse riding', pt: 'Equitação' },
  swimming: { es: 'Natación', en: 'Swimming', pt: 'Natação' },
  yoga: { es: 'Yoga', en: 'Yoga', pt: 'Ioga' },
  tennis: { es: 'Tenis', en: 'Tennis', pt: 'Tênis' },
  surf: { es: 'Surf', en: 'Surfing', pt: 'Surfe' },
  skate: { es: 'Skate', en: 'Skateboarding', pt: 'Skate' },
  boxing: { es: 'Boxeo', en: 'Boxing', pt: 'Boxe' },
  gymnastics: { es: 'Gimnasia', en: 'Gymnastics', pt: 'Ginástica' },
  piano: { es: 'Piano', en: 'Piano', pt: 'Piano' },
  guitar: { es: 'Guitarra', en: 'Guitar', pt: 'Violão' },
  singing: { es: 'Canto', en: 'Singing', pt: 'Canto' },
  acting: { es: 'Interpretación', en: 'Acting', pt: 'Interpretação' },
  stageCombat: { es: 'Combate escénico', en: 'Stage combat', pt: 'Combate cênico' },
  voiceOver: { es: 'Locución', en: 'Voice-over', pt: 'Locução' },
  english: { es: 'Inglés fluido', en: 'Fluent English', pt: 'Inglês fluente' },
  french: { es: 'Francés', en: 'French', pt: 'Francês' },
  driving: { es: 'Carné de conducir', en: 'Driving licence', pt: 'Carteira de motorista' },
  photography: { es: 'Fotografía', en: 'Photography', pt: 'Fotografia' },
  styling: { es: 'Estilismo', en: 'Styling', pt: 'Estilismo' },
  makeup: { es: 'Maquillaje', en: 'Make-up', pt: 'Maquiagem' },
  illustration: { es: 'Ilustración', en: 'Illustration', pt: 'Ilustração' },
  content: { es: 'Creación de contenido', en: 'Content creation', pt: 'Criação de conteúdo' },
};

export const SKILL_KEYS = Object.keys(SKILLS);

export function skillLabel(key: string, language: Language): string {
  return SKILLS[key]?.[language] ?? key;
}
