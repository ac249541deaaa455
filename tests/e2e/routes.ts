// Every public path (docs/product.md, "Route table"), per language, with the heading it must show.
export const LOCALIZED_PATHS: Record<'es' | 'en' | 'pt', string[]> = {
  es: [
    '/', '/modelos', '/modelos/mujeres', '/modelos/hombres', '/modelos/actores', '/modelos/internacional',
    '/modelos/curvy', '/talentos', '/talentos/creative', '/talentos/kids', '/favoritos', '/ser-modelo',
    '/sobre-nosotros', '/contacto', '/news', '/magazine', '/privacidad', '/nuevas-caras',
  ],
  en: [
    '/en', '/en/models', '/en/models/women', '/en/models/men', '/en/models/actors', '/en/models/international',
    '/en/models/curvy', '/en/talents', '/en/talents/creative', '/en/talents/kids', '/en/favorites', '/en/be-a-model',
    '/en/about-us', '/en/contact', '/en/news', '/en/magazine', '/en/privacy', '/en/new-faces',
  ],
  pt: ['/pt', '/pt/mulheres', '/pt/homens', '/pt/contato', '/pt/sobre-nos', '/pt/become-a-model', '/pt/future-face', '/pt/favorites', '/pt/privacy'],
};

export const NOT_FOUND_PATHS = ['/fr', '/fr/contact', '/pt/news', '/pt/magazine', '/pt/modelos', '/modelos/foo', '/news/no-such-post', '/modelos/abc/name', '/en/talents/0/x', '/pt/modelos/woman', '/pt/selecao/abc'];
