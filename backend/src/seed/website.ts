import type { Db } from '../db.js';
import type { Customizations, Language, SlideText } from '../types.js';
import { BRAND } from './brand.js';
import type { HeroImage, MediaPool } from './media-pool.js';
import { WEBSITE_TEXTS } from './website-texts.js';

const email = (local: string) => `${local}@${BRAND.domain}`;

export const CUSTOMIZATIONS: Customizations = {
  brand: {
    name: BRAND.name,
    booking_provider: { name: 'Castwise', url: 'https://castwise.example' },
  },
  contact: {
    emails: [
      { department: { es: 'Booking', en: 'Booking', pt: 'Booking' }, email: email('booking') },
      {
        department: { es: 'Caras nuevas', en: 'New faces', pt: 'Rostos novos' },
        email: email('scouting'),
      },
      { department: { es: 'Prensa', en: 'Press', pt: 'Imprensa' }, email: email('press') },
    ],
    phones: [
      { label: { es: 'Oficina', en: 'Office', pt: 'Escritório' }, number: '+34 910 555 120' },
      { label: { es: 'Booking', en: 'Booking', pt: 'Booking' }, number: '+34 655 555 431' },
    ],
    address: {
      street: BRAND.street,
      postal_code: BRAND.postalCode,
      city: BRAND.city,
      country: 'España',
      lat: BRAND.lat,
      lng: BRAND.lng,
    },
    instagram: BRAND.instagram,
  },
};

export const SOCIAL_MEDIAS = [
  { name: 'instagram', url: `https://www.instagram.com/${BRAND.instagram}/` },
];

function insertImage(db: Db, name: string, hero: HeroImage, description: string): void {
  db.prepare(
    'INSERT INTO website_images (name, mobile, desktop, description, width, height) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    name,
    hero.mobile.file,
    hero.desktop.file,
    description,
    hero.desktop.width,
    hero.desktop.height,
  );
}

type SlideSeed = { type: string; text: Record<Language, SlideText>; image: HeroImage };

/**
 * Slides: three on home, one alone on news and none on magazine (the site must cope with both).
 * Each has its texts and link in every language: the Spanish ones as the slide's own fields (the
 * panel's default language), the others as translations. Links to a post use that language's slug;
 * Portuguese has no news pages, so its links open the Spanish ones.
 */
function insertSlides(db: Db, heroes: HeroImage[]): void {
  const slide =
    db.prepare(`INSERT INTO slides (type, position, title, subtitle, link, mobile, desktop, width, height, translations)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const hero = (i: number) => heroes[i % heroes.length] as HeroImage;
  const rows: SlideSeed[] = [
    {
      type: 'home',
      image: hero(0),
      text: {
        es: {
          title: 'Nuevas caras 2025',
          subtitle: 'Conoce el debut de la temporada',
          link: '/news/nuevas-caras-2025',
        },
        en: {
          title: 'New faces 2025',
          subtitle: 'Meet the season\u2019s debut',
          link: '/news/new-faces-2025',
        },
        pt: {
          title: 'Novos rostos 2025',
          subtitle: 'Conheça a estreia da temporada',
          link: '/news/nuevas-caras-2025',
        },
      },
    },
    {
      type: 'home',
      image: hero(1),
      text: {
        es: {
          title: 'Película de campaña',
          subtitle: 'Atelier Norte, primavera-verano',
          link: '/news/pelicula-de-campana-atelier-norte',
        },
        en: {
          title: 'Campaign film',
          subtitle: 'Atelier Norte, spring-summer',
          link: '/news/campaign-film-atelier-norte',
        },
        pt: {
          title: 'Filme de campanha',
          subtitle: 'Atelier Norte, primavera-verão',
          link: '/news/pelicula-de-campana-atelier-norte',
        },
      },
    },
    {
      type: 'home',
      image: hero(2),
      text: {
        es: { title: 'Hazte modelo', subtitle: 'Envíanos tus fotos', link: '/be-a-model' },
        en: { title: 'Become a model', subtitle: 'Send us your photos', link: '/be-a-model' },
        pt: { title: 'Seja modelo', subtitle: 'Envie-nos as suas fotos', link: '/be-a-model' },
      },
    },
    {
      type: 'news',
      image: hero(3),
      text: {
        es: { title: 'Noticias', subtitle: null, link: null },
        en: { title: 'News', subtitle: null, link: null },
        pt: { title: 'Notícias', subtitle: null, link: null },
      },
    },
  ];
  rows.forEach(({ type, text, image }, i) => {
    const { es, ...translations } = text;
    slide.run(
      type,
      i,
      es.title,
      es.subtitle,
      es.link,
      image.mobile.file,
      image.desktop.file,
      image.desktop.width,
      image.desktop.height,
      JSON.stringify(translations),
    );
  });
}

export function insertWebsite(db: Db, pool: MediaPool): void {
  const text = db.prepare('INSERT INTO website_texts (name, es, en, pt) VALUES (?, ?, ?, ?)');
  for (const [name, value] of Object.entries(WEBSITE_TEXTS))
    text.run(name, value.es, value.en, value.pt);
  const hero = (i: number) => pool.heroes[i % pool.heroes.length] as HeroImage;
  insertImage(db, 'home_hero', hero(0), 'A model in a long dress under studio light');
  insertImage(db, 'about_cover', hero(4), 'The agency studio in Madrid');
  insertImage(db, 'be_a_model_cover', hero(5), 'A new face during a test shoot');
  insertImage(db, 'contact_cover', hero(1), 'Abstract arches in warm light');
  const setting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
  setting.run('customizations', JSON.stringify(CUSTOMIZATIONS));
  setting.run('social_medias', JSON.stringify(SOCIAL_MEDIAS));
  insertSlides(db, pool.heroes);
}
