import { defineRecord } from '../api-client/records';
import { mediaUrl } from '../env/public.mjs';
import { locales, type Locale } from '../i18n/routing';
import type { Post, PostItem, Section } from '../posts/types';
import { postShape, type RawPost, type RawPostItem } from './schemas';

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** 'EN', 'en-GB' and 'en_US' are English; the language as sent, lower-cased, otherwise. */
function toLanguage(raw: string): string {
  return raw.toLowerCase().split(/[-_]/)[0] ?? '';
}

function toPostItem(raw: RawPostItem): PostItem {
  return {
    id: raw.id,
    slug: raw.slug,
    title: raw.title,
    cover: raw.cover ? mediaUrl(raw.cover) : '',
    thumbnail: raw.thumbnail ? mediaUrl(raw.thumbnail) : '',
    language: toLanguage(raw.language),
    content: raw.content ?? '',
    publishedAt: raw.published_at ?? '',
  };
}

const isSection = (value: string): value is Section => value === 'news' || value === 'magazine';

/**
 * A post as its page shows it, with its section as sent, which may be one the site does not have
 * (lib/panel/index.ts answers such a post as not found). A batch item in another language than
 * the site's is left out: no page would show it.
 */
function toPostDraft(raw: RawPost): Omit<Post, 'section'> & { section: string } {
  return {
    ...toPostItem(raw),
    section: raw.section,
    batch: raw.batch,
    batchItems: raw.batchItems.map(toPostItem).filter((item) => isLocale(item.language)),
  };
}

/** A post of a list: one in an unknown section or language is left out of the lists. */
function toListedPost(raw: RawPost): Post | null {
  const { section, ...post } = toPostDraft(raw);
  return isSection(section) && isLocale(post.language) ? { ...post, section } : null;
}

export const postRecord = defineRecord('post', postShape, toPostDraft);
export const listedPostRecord = defineRecord('post', postShape, toListedPost);
