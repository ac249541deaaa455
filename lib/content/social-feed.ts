import type { FeedEmbed } from '../env/social-feed.mjs';
import { instagramProfile } from './contact';

/** What the home's Instagram section shows: the agency's profile and its provider's frame. */
export type SocialFeed = {
  profile: { handle: string; url: string };
  embed: FeedEmbed;
};

/**
 * The home's Instagram section (docs/product.md, "Home"), or null: it needs both the Instagram
 * address among the panel's social medias (`instagramUrl` in ./website.ts) and a feed provider
 * configured for the site (SOCIAL_FEED_EMBED_URL).
 */
export function socialFeed(instagram: string | null, embed: FeedEmbed | null): SocialFeed | null {
  const profile = instagramProfile(instagram);
  return profile && embed ? { profile, embed } : null;
}
