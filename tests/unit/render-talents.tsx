import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import { site } from '@/lib/env/public.mjs';
import en from '@/messages/en/talents.json';

/**
 * Renders a talents or favorites leaf with the English client namespaces, as the layout provides
 * them.
 */
export function renderWithTalents(ui: ReactElement) {
  return render(
    <NextIntlClientProvider
      locale="en"
      messages={{ Favorites: en.Favorites, TalentsClient: en.TalentsClient }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

export const MEDIA = site.mediaBaseUrl;
