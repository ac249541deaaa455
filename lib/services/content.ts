import 'server-only';

import { cache } from 'react';

import type { SiteContent, Slide } from '../content/types';
import * as panel from '../panel';

// What the pages read of the website's own content, answered by the panel adapter
// (docs/architecture.md, "Layers and folders").

/**
 * Website content loaded at start (docs/product.md, "Website content"), shared by the shell and
 * pages of one render.
 */
export const getShellContent = cache((): Promise<SiteContent> => panel.getSiteContent());

/** The slides of a place (`home`, `news`, `magazine`), in the panel's order. */
export function getSlides(type: string): Promise<Slide[]> {
  return panel.getSlides(type);
}
