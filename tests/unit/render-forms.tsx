import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import es from '@/messages/es/forms.json';

/** Renders a form leaf with the Spanish Forms messages, as the layout provides them. */
export function renderWithForms(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="es" messages={{ Forms: es.Forms }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

/** A fetch stub whose answers the test settles when it wants. */
export function deferredFetch() {
  const calls: { url: string; init?: RequestInit; settle(response: Response | Error): void }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      calls.push({
        url: String(input),
        init,
        settle: (response) => (response instanceof Error ? reject(response) : resolve(response)),
      });
    });
  return { fetch, calls };
}
