import type { Localized } from '../types.js';
import { BRAND } from './brand.js';
import { PRIVACY_TEXT } from './legal-texts.js';

const { name } = BRAND;

/**
 * Website texts by name (HTML per language). `magazine_intro` has no Portuguese on purpose: pt may
 * be null.
 */
export const WEBSITE_TEXTS: Record<string, Localized> = {
  home_title: { es: name, en: name, pt: name },
  home_intro: {
    es: '<p>Agencia de modelos y talento en Madrid. Representamos a mujeres, hombres, actores, perfiles curvy, creativos y niños.</p>',
    en: '<p>A model and talent agency in Madrid, representing women, men, actors, curvy profiles, creatives and kids.</p>',
    pt: '<p>Agência de modelos e talentos em Madrid. Representamos mulheres, homens, atores, perfis curvy, criativos e crianças.</p>',
  },
  about_title: { es: 'Sobre nosotros', en: 'About us', pt: 'Sobre nós' },
  about_text: {
    es: `<p>${name} nació en Madrid en 2012 con una idea sencilla: representar a personas, no solo a medidas. Hoy trabajamos con más de cien modelos y talentos de quince países.</p>
<p>Nuestro equipo de booking acompaña cada carrera de cerca, desde el primer test hasta las campañas internacionales, y cuida que cada trabajo sea justo, seguro y bien pagado.</p>
<h2>Cómo trabajamos</h2>
<ul><li>Desarrollo de caras nuevas con un plan a medida.</li><li>Producción de campañas, editoriales y desfiles.</li><li>Representación de actores, creativos y modelos infantiles.</li></ul>
<p>Si eres marca, productora o fotógrafo, escríbenos: preparamos selecciones en menos de 24 horas.</p>`,
    en: `<p>${name} was founded in Madrid in 2012 with a simple idea: to represent people, not just measurements. Today we work with more than a hundred models and talents from fifteen countries.</p>
<p>Our booking team follows every career closely, from the first test shoot to international campaigns, and makes sure every job is fair, safe and well paid.</p>
<h2>How we work</h2>
<ul><li>Development of new faces with a tailored plan.</li><li>Production of campaigns, editorials and shows.</li><li>Representation of actors, creatives and kids.</li></ul>
<p>Brands, production companies and photographers: write to us and we will send a selection within 24 hours.</p>`,
    pt: `<p>A ${name} nasceu em Madrid em 2012 com uma ideia simples: representar pessoas, não apenas medidas. Hoje trabalhamos com mais de cem modelos e talentos de quinze países.</p>
<p>A nossa equipa de booking acompanha cada carreira de perto, do primeiro teste às campanhas internacionais, e garante que cada trabalho é justo, seguro e bem pago.</p>
<h2>Como trabalhamos</h2>
<ul><li>Desenvolvimento de rostos novos com um plano à medida.</li><li>Produção de campanhas, editoriais e desfiles.</li><li>Representação de atores, criativos e crianças.</li></ul>
<p>Marcas, produtoras e fotógrafos: escrevam-nos e enviamos uma seleção em menos de 24 horas.</p>`,
  },
  privacy_title: {
    es: 'Política de privacidad',
    en: 'Privacy policy',
    pt: 'Política de privacidade',
  },
  privacy_text: PRIVACY_TEXT,
  contact_intro: {
    es: '<p>¿Quieres contratar a uno de nuestros modelos o tienes una pregunta? Escríbenos y te responderemos en un día laborable.</p>',
    en: '<p>Would you like to book one of our models or have a question? Write to us and we will answer within one working day.</p>',
    pt: '<p>Quer contratar um dos nossos modelos ou tem alguma pergunta? Escreva-nos e respondemos num dia útil.</p>',
  },
  be_a_model_intro: {
    es: '<p>Buscamos caras nuevas de todas las edades, tallas y orígenes. Envíanos tres fotos naturales, sin maquillaje ni filtros: primer plano, plano medio y cuerpo entero.</p>',
    en: '<p>We are looking for new faces of every age, size and background. Send us three natural photos, without make-up or filters: close-up, medium shot and full body.</p>',
    pt: '<p>Procuramos rostos novos de todas as idades, tamanhos e origens. Envie-nos três fotos naturais, sem maquiagem nem filtros: grande plano, plano médio e corpo inteiro.</p>',
  },
  magazine_intro: {
    es: '<p>Historias, guías y conversaciones desde dentro de la agencia.</p>',
    en: '<p>Stories, guides and conversations from inside the agency.</p>',
    pt: null,
  },
  footer_copyright: {
    es: `© {year} ${name}. Todos los derechos reservados.`,
    en: `© {year} ${name}. All rights reserved.`,
    pt: `© {year} ${name}. Todos os direitos reservados.`,
  },
};
