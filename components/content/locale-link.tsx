import NextLink from 'next/link';
import type { ComponentProps } from 'react';

import { AppLink } from '@/components/ui/app-link';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type Props = Omit<ComponentProps<typeof AppLink>, 'locale' | 'href'> & {
  href: Parameters<typeof getPathname>[0]['href'];
  locale?: Locale;
};

/**
 * A link to a page in another language when `locale` is given (Portuguese pages pointing at Spanish
 * posts): the plain localized path, as next-intl's Link would add a /es prefix that only redirects.
 */
export function LocaleLink({ locale, href, ...props }: Props) {
  if (!locale) return <AppLink href={href} {...props} />;
  return <NextLink href={getPathname({ href, locale })} prefetch={false} {...props} />;
}
