import 'server-only';

import { cachedRead, postTag, TAGS } from '../api-client/cache';
import { createSignedInClient } from '../api-client/sign-in';
import { serverEnv } from '../env/server';
import { mediaUrl } from '../env/site';
import {
  toCustomizations,
  toImages,
  toPost,
  toSlideText,
  toSlideTranslations,
  toSocialMedias,
  toTexts,
} from './mappers';
import {
  createdSchema,
  customizationsSchema,
  postAnswerSchema,
  postPageSchema,
  slidesSchema,
  socialMediasSchema,
  websiteImagesSchema,
  websiteTextsSchema,
  zipSchema,
} from './schemas';
import type { EntryType, Post, PostPage, Section, SiteContent, Slide } from './types';

export const panel = createSignedInClient({
  name: 'panel',
  baseUrl: serverEnv.PANEL_API_URL,
  signInPath: '/api/login',
  credentials: () => ({ salt: serverEnv.PANEL_SALT, api_token: serverEnv.PANEL_API_TOKEN }),
  credentialVars: ['PANEL_SALT', 'PANEL_API_TOKEN'],
  tokenField: 'token',
});

/**
 * Website content loaded at start, in the order of docs/product.md ("Website content"): texts,
 * images, customizations, social medias.
 */
export const getSiteContent = cachedRead(
  'site-content',
  TAGS.content,
  async (): Promise<SiteContent> => {
    const texts = await panel.request('/api/website-texts', { schema: websiteTextsSchema });
    const images = await panel.request('/api/website-images', { schema: websiteImagesSchema });
    const customizations = await panel.request('/api/customizations', {
      schema: customizationsSchema,
    });
    const socialMedias = await panel.request('/api/social-medias', { schema: socialMediasSchema });
    return {
      texts: toTexts(texts),
      images: toImages(images),
      customizations: toCustomizations(customizations),
      socialMedias: toSocialMedias(socialMedias.data),
    };
  },
);

export const getPosts = cachedRead(
  'posts',
  TAGS.posts,
  async (section: Section, page: number, perPage: number): Promise<PostPage> => {
    const answer = await panel.request('/api/entities/blog', {
      query: { section, page, per_page: perPage },
      schema: postPageSchema,
    });
    return {
      posts: answer.data.map(toPost),
      page: answer.current_page,
      lastPage: answer.last_page,
      total: answer.total,
    };
  },
);

export const getPostBySlug = cachedRead(
  'post',
  TAGS.posts,
  async (slug: string): Promise<Post> => {
    const answer = await panel.request(`/api/entities/blog/slug/${encodeURIComponent(slug)}`, {
      schema: postAnswerSchema,
    });
    return toPost(answer.data);
  },
  { itemTag: (slug) => postTag(slug) },
);

export const getSlides = cachedRead(
  'slides',
  TAGS.slides,
  async (type: string): Promise<Slide[]> => {
    const answer = await panel.request(`/api/slides/${encodeURIComponent(type)}`, {
      schema: slidesSchema,
    });
    return answer.data.map((slide) => ({
      ...toSlideText(slide),
      id: slide.id,
      image: {
        ...slide.image,
        mobile: mediaUrl(slide.image.mobile),
        desktop: mediaUrl(slide.image.desktop),
      },
      translations: toSlideTranslations(slide.translations),
    }));
  },
);

const entryPaths: Record<EntryType, string> = {
  contact: '/api/contact/es',
  favorites: '/api/favorites/es',
  getScouted: '/api/get-scouted/es',
};

// Forwarding an entry may upload up to 40 MB: on top of BACKEND_TIMEOUT_MS, it gets the time the
// body takes at this slow but workable rate, so a slow link is not mistaken for a dead panel.
const UPLOAD_BYTES_PER_SECOND = 256 * 1024;

/**
 * Forwards a received entry to the panel; JSON for contact and favorites, multipart for
 * applications. The Idempotency-Key lets the panel store a retried entry once (backend/API.md).
 */
export async function sendEntry(
  type: EntryType,
  payload: Record<string, string> | FormData,
  idempotencyKey?: string | null,
) {
  const body = payload instanceof FormData ? { form: payload } : { json: payload };
  const headers: Record<string, string> = idempotencyKey
    ? { 'Idempotency-Key': idempotencyKey }
    : {};
  const timeoutMs =
    serverEnv.BACKEND_TIMEOUT_MS + Math.ceil((bodySize(payload) / UPLOAD_BYTES_PER_SECOND) * 1000);
  return panel.request(entryPaths[type], {
    method: 'POST',
    ...body,
    headers,
    timeoutMs,
    schema: createdSchema,
  });
}

function bodySize(payload: Record<string, string> | FormData): number {
  if (!(payload instanceof FormData)) return JSON.stringify(payload).length;
  let size = 0;
  for (const value of payload.values())
    size += typeof value === 'string' ? value.length : value.size;
  return size;
}

/** Asks the panel for a zip of a talent's composite images; answers its absolute URL. */
export async function requestCompositeZip(talentId: number, items: number[]): Promise<string> {
  const answer = await panel.request('/api/download/zip', {
    method: 'POST',
    json: { id_talent: talentId, media: 'compo', items },
    schema: zipSchema,
  });
  return mediaUrl(answer.url);
}
