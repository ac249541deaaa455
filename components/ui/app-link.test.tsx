import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';

import en from '@/messages/en/common.json';
import pt from '@/messages/pt/common.json';

import { AppLink } from './app-link';

function renderIn(locale: 'pt' | 'en', ui: React.ReactElement) {
  const messages = { Languages: (locale === 'pt' ? pt : en).Languages };
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('AppLink', () => {
  it("links to the page in the page's language, as a plain link", () => {
    renderIn('pt', <AppLink href="/contact">Contato</AppLink>);
    const link = screen.getByRole('link', { name: 'Contato' });
    expect(link).toHaveAttribute('href', '/pt/contato');
    expect(link).not.toHaveAttribute('hreflang');
  });

  it('marks a link to a page in another language: hreflang, a visible tag, and its name', () => {
    renderIn(
      'pt',
      <AppLink href="/news" locale="es">
        Ver todas as notícias
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Ver todas as notícias (em espanhol)' });
    expect(link).toHaveAttribute('href', '/news');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link.querySelector('.lang-tag [aria-hidden="true"]')).toHaveTextContent('ES');
  });

  it('adds the language to a link named by aria-label', () => {
    renderIn(
      'en',
      <AppLink href="/contact" locale="es" aria-label="Discover: Contact">
        Discover
      </AppLink>,
    );
    expect(screen.getByRole('link', { name: 'Discover: Contact (in Spanish)' })).toHaveAttribute(
      'href',
      '/contacto',
    );
  });
});
