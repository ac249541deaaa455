// What the home's Instagram island (feed-frame.tsx) keeps and asks outside React: the visitor's
// choice for the visit, and whether the provider answers.
import { probeByFetch } from '@/components/ui/probe';

/** Where a visitor's "show the posts" is kept for the rest of the visit (this tab). */
export const FEED_CHOICE_KEY = 'social-feed';

/**
 * No subscription: the choice is only ever written by FeedFrame, which rerenders for it itself.
 */
export const unchanging = () => () => {};

export function rememberedChoice(): boolean {
  try {
    return sessionStorage.getItem(FEED_CHOICE_KEY) === 'shown';
  } catch {
    return false;
  }
}

export function rememberChoice() {
  try {
    sessionStorage.setItem(FEED_CHOICE_KEY, 'shown');
  } catch {
    // Storage refused (private modes): the choice lasts for this page only.
  }
}

/**
 * Asks the provider for the frame's address without reading the answer: it settles when the
 * provider answers at all, and fails when it cannot be reached (components/ui/probe.ts).
 */
export const probeProvider = probeByFetch;
