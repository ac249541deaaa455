import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

import { pickMessages, SHELL_NAMESPACES, type Messages } from '@/lib/i18n/messages';

/** Namespaces only some pages' browser components use. */
export type PageNamespace = 'Forms' | 'TalentsClient' | 'PostsClient' | 'Compare' | 'Notes';

/**
 * Gives the browser components below it the messages of `namespaces` besides the shell's: each
 * page ships only what its own components use, not every form label on every page.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly PageNamespace[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...SHELL_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
