import type { APIRequestContext } from '@playwright/test';
import { profileLinks } from './backend-control';

/** One page of every type, in Spanish and English, with a real profile and post from the seed. */
export async function pageTypes(request: APIRequestContext): Promise<string[]> {
  const [profile] = await profileLinks(request, '/en/models');
  const newsHtml = await (await request.get('/en/news')).text();
  const post = /href="(\/en\/news\/[^"]+)"/.exec(newsHtml)?.[1];
  return [
    '/', '/en', '/pt',
    '/modelos', '/en/models/women', '/en/talents/creative',
    profile ?? '/en/models',
    '/favoritos', '/en/favorites',
    '/news', '/en/magazine',
    post ?? '/en/news',
    '/sobre-nosotros', '/en/privacy',
    '/contacto', '/en/contact',
    '/ser-modelo', '/en/be-a-model',
    '/en/no-such-page',
  ];
}
