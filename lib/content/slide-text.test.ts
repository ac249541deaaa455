import { describe, expect, it } from 'vitest';

import { slideIn } from './slide-text';
import type { Slide } from './types';

const slide: Slide = {
  id: 1,
  title: 'Nuevas caras 2025',
  subtitle: 'Conoce el debut de la temporada',
  link: '/news/nuevas-caras-2025',
  image: { mobile: 'm.jpg', desktop: 'd.jpg', width: 1920, height: 1080 },
  translations: {
    en: {
      title: 'New faces 2025',
      subtitle: 'Meet the season’s debut',
      link: '/news/new-faces-2025',
    },
    pt: { title: 'Novos rostos 2025', subtitle: null, link: null },
  },
};

describe('slideIn', () => {
  it("shows the locale's translation, title, subtitle and link together", () => {
    expect(slideIn(slide, 'en')).toMatchObject({
      title: 'New faces 2025',
      subtitle: 'Meet the season’s debut',
      link: '/news/new-faces-2025',
    });
  });

  it("keeps the slide's own texts for its language or a locale without a translation", () => {
    expect(slideIn(slide, 'es')).toBe(slide);
    expect(slideIn({ ...slide, translations: {} }, 'en')).toMatchObject({
      title: 'Nuevas caras 2025',
    });
  });

  it("never mixes a translated title with another language's subtitle; a missing link stays the slide's", () => {
    expect(slideIn(slide, 'pt')).toMatchObject({
      title: 'Novos rostos 2025',
      subtitle: null,
      link: '/news/nuevas-caras-2025',
    });
  });
});
