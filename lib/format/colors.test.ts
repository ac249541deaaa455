import { describe, expect, it } from 'vitest';

import { EYES, HAIR } from '@/backend/src/seed/traits';
import en from '@/messages/en/talents.json';
import es from '@/messages/es/talents.json';

import { colorKey, translateColor } from './colors';

const lookup = (messages: Record<string, string>) => (key: string) => messages[key] ?? null;

describe('colorKey', () => {
  it('normalizes Portuguese values', () => {
    expect(colorKey('Castanhos')).toBe('castanhos');
    expect(colorKey('Azuis claros')).toBe('azuis_claros');
    expect(colorKey('Avelã')).toBe('avela');
    expect(colorKey('Âmbar')).toBe('ambar');
    expect(colorKey('Azul-esverdeados')).toBe('azul_esverdeados');
    expect(colorKey('  Loiro  escuro ')).toBe('loiro_escuro');
  });
});

describe('translateColor', () => {
  it('translates eye and hair values', () => {
    expect(translateColor('Castanhos', lookup(en.Colors))).toBe('Brown');
    expect(translateColor('Azuis', lookup(es.Colors))).toBe('Azules');
    expect(translateColor('Loiro', lookup(en.Colors))).toBe('Blonde');
    expect(translateColor('Avelã', lookup(es.Colors))).toBe('Avellana');
    expect(translateColor('Ruivo', lookup(es.Colors))).toBe('Pelirrojo');
  });

  it('falls back to the value as received', () => {
    expect(translateColor('Arco-íris', lookup(en.Colors))).toBe('Arco-íris');
    expect(translateColor('!!', lookup(en.Colors))).toBe('!!');
  });

  it('gives null for empty values', () => {
    expect(translateColor(null, lookup(en.Colors))).toBeNull();
    expect(translateColor(' ', lookup(en.Colors))).toBeNull();
  });

  it('has every seeded value in both languages', () => {
    const seeded = [...EYES, ...HAIR];
    for (const messages of [es.Colors, en.Colors] as Record<string, string>[]) {
      for (const value of seeded) expect(messages[colorKey(value)], value).toBeTruthy();
    }
  });
});
