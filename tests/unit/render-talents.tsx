import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en/talents.json';

/** Renders a talents or favorites leaf with the English client namespaces, as the layout provides them. */
export function renderWithTalents(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ Favorites: en.Favorites, TalentsClient: en.TalentsClient }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

export const MEDIA = process.env.NEXT_PUBLIC_MEDIA_BASE_URL ?? 'http://127.0.0.1:4010';
