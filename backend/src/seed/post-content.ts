import type { Language } from '../types.js';
import type { MediaPool, PoolImage } from './media-pool.js';
import type { Random } from './random.js';

interface Words {
  sentences: string[];
  headings: string[];
  list: string[];
  linkText: string;
  caption: string;
  quote: string;
}

const WORDS: Record<Language, Words> = {
  es: {
    sentences: [
      'La temporada arranca con energía y con muchas caras nuevas en nuestro tablero.',
      'El equipo de booking ha trabajado durante semanas para cerrar cada detalle del rodaje.',
      'La luz de la mañana marcó el tono de una sesión sobria, elegante y muy cuidada.',
      'Estilismo, maquillaje y fotografía se coordinaron para contar una sola historia.',
      'Queremos dar las gracias a todo el equipo creativo que hizo posible el proyecto.',
      'Las imágenes se publicarán en prensa y en redes durante las próximas semanas.',
      'Cada casting es una oportunidad para descubrir talento con personalidad propia.',
      'Trabajamos con marcas que cuidan a las personas tanto como a sus colecciones.',
    ],
    headings: ['Detrás de la cámara', 'El equipo', 'Lo que viene', 'Créditos'],
    list: [
      'Fotografía: Estudio Brisa',
      'Estilismo: Casa Olmo',
      'Maquillaje y peluquería: equipo propio',
      'Localización: Madrid',
    ],
    linkText: 'Descubre a nuestros modelos',
    caption: 'Una de las imágenes de la sesión.',
    quote: 'Buscamos personas, no solo medidas.',
  },
  en: {
    sentences: [
      'The season opens with energy and many new faces on our boards.',
      'Our booking team spent weeks closing every detail of the shoot.',
      'Morning light set the tone for a sober, elegant and carefully crafted session.',
      'Styling, make-up and photography worked together to tell a single story.',
      'We want to thank the whole creative team that made the project possible.',
      'The pictures will be published in print and on social media over the coming weeks.',
      'Every casting is a chance to discover talent with a personality of its own.',
      'We work with brands that care for people as much as for their collections.',
    ],
    headings: ['Behind the camera', 'The team', 'What comes next', 'Credits'],
    list: [
      'Photography: Estudio Brisa',
      'Styling: Casa Olmo',
      'Hair and make-up: in-house team',
      'Location: Madrid',
    ],
    linkText: 'Meet our models',
    caption: 'One of the pictures from the session.',
    quote: 'We look for people, not just measurements.',
  },
  pt: {
    sentences: [
      'A temporada começa com energia e com muitos rostos novos na agência.',
      'A equipa de booking trabalhou durante semanas para fechar cada detalhe da produção.',
      'A luz da manhã marcou o tom de uma sessão sóbria, elegante e muito cuidada.',
      'Styling, maquiagem e fotografia juntaram-se para contar uma só história.',
      'Agradecemos a toda a equipa criativa que tornou o projeto possível.',
      'As imagens serão publicadas na imprensa e nas redes nas próximas semanas.',
      'Cada casting é uma oportunidade para descobrir talento com personalidade própria.',
      'Trabalhamos com marcas que cuidam das pessoas tanto quanto das suas coleções.',
    ],
    headings: ['Atrás da câmara', 'A equipa', 'O que vem a seguir', 'Créditos'],
    list: [
      'Fotografia: Estudio Brisa',
      'Styling: Casa Olmo',
      'Cabelo e maquiagem: equipa própria',
      'Local: Madrid',
    ],
    linkText: 'Conheça os nossos modelos',
    caption: 'Uma das imagens da sessão.',
    quote: 'Procuramos pessoas, não apenas medidas.',
  },
};

const EMBED = 'https://www.youtube.com/embed/aqz-KE-bpKQ';

export interface ContentOptions {
  embed?: boolean;
  /** The content picture; a batch's items share their post's. */
  image?: PoolImage;
}

/**
 * Post HTML as the panel's editor produces it: headings, paragraphs, a list, links, an image with a
 * relative `/storage/` source (the site rewrites it) and sometimes a YouTube iframe.
 */
export function postHtml(
  random: Random,
  language: Language,
  pool: MediaPool,
  options: ContentOptions = {},
): string {
  const w = WORDS[language];
  const paragraph = () => `<p>${random.sample(w.sentences, random.int(2, 3)).join(' ')}</p>`;
  const [first, second] = random.sample(w.headings, 2);
  const image = options.image ?? random.pick(pool.landscapes);
  const parts = [
    paragraph(),
    `<h2>${first}</h2>`,
    paragraph(),
    `<figure><img src="${image.file}" alt="${w.caption}" width="${image.width}" height="${image.height}"><figcaption>${w.caption}</figcaption></figure>`,
    `<p>${random.pick(w.sentences)} <a href="/${language === 'es' ? 'modelos' : 'en/models'}">${w.linkText}</a>.</p>`,
    `<h3>${second}</h3>`,
    `<ul>${random
      .sample(w.list, 3)
      .map((item) => `<li>${item}</li>`)
      .join('')}</ul>`,
    `<blockquote><p>${w.quote}</p></blockquote>`,
    paragraph(),
  ];
  if (options.embed) {
    parts.splice(
      5,
      0,
      `<p><iframe width="560" height="315" src="${EMBED}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe></p>`,
    );
  }
  return parts.join('\n');
}

const HOSTILE: Record<
  Language,
  { notes: string; read: [string, string, string]; thanks: string; alt: string }
> = {
  en: {
    notes:
      'Casting day notes from the studio: thirty new faces, one long table and plenty of coffee.',
    read: ['Read the ', 'full call sheet', ' before the next session.'],
    thanks: 'Thanks to everyone who came by.',
    alt: 'Casting day',
  },
  es: {
    notes:
      'Notas del día de casting en el estudio: treinta caras nuevas, una mesa larga y mucho café.',
    read: ['Lee la ', 'hoja de citación completa', ' antes de la próxima sesión.'],
    thanks: 'Gracias a todos los que vinisteis.',
    alt: 'Día de casting',
  },
  pt: {
    notes:
      'Notas do dia de casting no estúdio: trinta rostos novos, uma mesa comprida e muito café.',
    read: ['Leia a ', 'folha de convocação completa', ' antes da próxima sessão.'],
    thanks: 'Obrigado a todos os que vieram.',
    alt: 'Dia de casting',
  },
};

/**
 * Deliberately hostile HTML (documented in README): the site must strip all of it when rendering.
 * Its picture exists, so a page that strips the handlers shows it whole; `onload` fires on it, so a
 * handler left in place would run as surely as `onerror` on a broken one.
 */
export function hostileHtml(
  random: Random,
  pool: MediaPool,
  language: Language,
  image: PoolImage = random.pick(pool.landscapes),
): string {
  const w = HOSTILE[language];
  return [
    `<p>${w.notes}</p>`,
    '<script>window.__xss = "script tag executed"; alert("xss")</script>',
    `<p><img src="${image.file}" alt="${w.alt}" width="${image.width}" height="${image.height}" onload="window.__xss = 'onload executed'" onerror="window.__xss = 'onerror executed'"></p>`,
    `<p>${w.read[0]}<a href="javascript:window.__xss='javascript link executed'">${w.read[1]}</a>${w.read[2]}</p>`,
    `<p onclick="window.__xss = 'onclick executed'">${w.thanks}</p>`,
  ].join('\n');
}
