import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import { site } from '@/lib/env/public.mjs';
import type { FavoriteTalent } from '@/lib/talents/favorite';
import en from '@/messages/en/talents.json';

/**
 * Renders a talents or favorites leaf with the English client namespaces, as the layout provides
 * them.
 */
export function renderWithTalents(ui: ReactElement) {
  return render(
    <NextIntlClientProvider
      locale="en"
      messages={{ Favorites: en.Favorites, TalentsClient: en.TalentsClient, Notes: en.Notes }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

export const MEDIA = site.mediaBaseUrl;

/** A talent as the favorites keep it: a model named `Talent <id>`, without covers, unless changed. */
export function favoriteTalent(id: number, changes: Partial<FavoriteTalent> = {}): FavoriteTalent {
  return {
    id,
    name: `Talent ${id}`,
    slug: `talent-${id}`,
    section: 'models',
    cover: null,
    cover2: null,
    ...changes,
  };
}
