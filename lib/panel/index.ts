import 'server-only';

import { defineAnswer, listReader, readEnvelope, recordReader } from '../api-client/answers';
import { cachedRead, postTag, TAGS } from '../api-client/cache';
import { readRecords } from '../api-client/records';
import { createSignedInClient } from '../api-client/sign-in';
import type { Localized, SiteContent, Slide } from '../content/types';
import { serverEnv } from '../env/private';
import { mediaUrl } from '../env/public.mjs';
import { AppError } from '../errors';
import type { Post, PostPage, Section } from '../posts/types';
import {
  customizationsRecord,
  slideRecord,
  socialMediaRecord,
  websiteImageRecord,
  websiteTextRecord,
} from './mappers';
import { listedPostRecord, postRecord } from './post-mappers';
import { createdSchema, postPageShape, zipSchema } from './schemas';

export const panel = createSignedInClient({
  name: 'panel',
  baseUrl: serverEnv.PANEL_API_URL,
  signInPath: '/api/login',
  credentials: () => ({ salt: serverEnv.PANEL_SALT, api_token: serverEnv.PANEL_API_TOKEN }),
  credentialVars: ['PANEL_SALT', 'PANEL_API_TOKEN'],
  tokenField: 'token',
});

const PATHS = {
  texts: '/api/website-texts',
  images: '/api/website-images',
  customizations: '/api/customizations',
  socialMedias: '/api/social-medias',
  posts: '/api/entities/blog',
} as const;

/**
 * Website content loaded at start, in the order of docs/product.md ("Website content"): texts,
 * images, customizations, social medias.
 */
export const getSiteContent = cachedRead(
  'site-content',
  TAGS.content,
  async (): Promise<SiteContent> => {
    const texts = await panel.request(PATHS.texts, {
      read: listReader('panel', PATHS.texts, websiteTextRecord),
    });
    const images = await panel.request(PATHS.images, {
      read: listReader('panel', PATHS.images, websiteImageRecord),
    });
    const customizations = await panel.request(PATHS.customizations, {
      read: recordReader('panel', PATHS.customizations, customizationsRecord),
    });
    const socialMedias = await panel.request(PATHS.socialMedias, {
      read: listReader('panel', PATHS.socialMedias, socialMediaRecord),
    });
    return {
      texts: Object.fromEntries(texts.map((text): [string, Localized] => [text.name, text.value])),
      images: Object.fromEntries(images.map((image) => [image.name, image])),
      customizations,
      socialMedias,
    };
  },
);

const postPageAnswer = defineAnswer('post page', postPageShape);

export const getPosts = cachedRead(
  'posts',
  TAGS.posts,
  async (section: Section, page: number, perPage: number): Promise<PostPage> =>
    panel.request(PATHS.posts, {
      query: { section, page, per_page: perPage },
      read: (json) => {
        const source = { api: 'panel', path: PATHS.posts } as const;
        const answer = readEnvelope(source, postPageAnswer, json);
        const posts = readRecords(source, listedPostRecord, answer.data);
        // A page without its numbers is taken as the last one: nothing further is asked for.
        const current = answer.current_page ?? page;
        return {
          posts: posts.filter((post) => post.section === section),
          page: current,
          lastPage: answer.last_page ?? current,
          total: answer.total ?? posts.length,
        };
      },
    }),
);

export const getPostBySlug = cachedRead(
  'post',
  TAGS.posts,
  async (slug: string): Promise<Post> => {
    const path = `${PATHS.posts}/slug/${encodeURIComponent(slug)}`;
    const { section, ...post } = await panel.request(path, {
      read: recordReader('panel', path, postRecord),
    });
    // A post in a section the site does not have is on none of its pages.
    if (section !== 'news' && section !== 'magazine')
      throw new AppError('not_found', `panel ${path}: section ${section}`);
    return { ...post, section };
  },
  { itemTag: (slug) => postTag(slug) },
);

export const getSlides = cachedRead(
  'slides',
  TAGS.slides,
  async (type: string): Promise<Slide[]> => {
    const path = `/api/slides/${encodeURIComponent(type)}`;
    return panel.request(path, { read: listReader('panel', path, slideRecord) });
  },
);

/** The kinds of entry the panel receives from the site's forms. */
export type EntryType = 'contact' | 'favorites' | 'getScouted';

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
