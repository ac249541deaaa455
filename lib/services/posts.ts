import 'server-only';

import * as panel from '../panel';
import type { Post, PostPage, Section } from '../posts/types';

// What the pages and routes read of the news and magazine, answered by the panel adapter; the only
// way in to it for posts (docs/architecture.md, "Layers and folders").

/** A page of a section's posts, newest first. */
export function getPosts(section: Section, page: number, perPage: number): Promise<PostPage> {
  return panel.getPosts(section, page, perPage);
}

/** The post of a slug, in whichever section it is; not_found when there is none. */
export function getPostBySlug(slug: string): Promise<Post> {
  return panel.getPostBySlug(slug);
}
