import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';

import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type Pathname = Parameters<typeof getPathname>[0]['href'];
/** An internal pathname, or one with params and query, and optionally a fragment. */
type Href = Pathname | (Exclude<Pathname, string> & { hash?: string });

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** An internal pathname (`/contact`, or `{ pathname, params }`), localized for `locale`. */
  href: Href;
  /** The page's language unless given: a Portuguese page may link to a Spanish post. */
  locale?: Locale;
};

/**
 * A link to a page of this site, as a plain `<a>` with the localized path: it costs the browser no
 * component and no hydration, in server and client components alike. Following it is routed
 * client-side, and prefetched when the visitor shows intent, by one listener for the whole page
 * (components/layout/link-routing.ts).
 */
export function AppLink({ href, locale, ...props }: Props) {
  const current = useLocale() as Locale;
  const [target, hash] =
    typeof href === 'string' || !('hash' in href)
      ? [href, '']
      : [withoutHash(href), href.hash ? `#${href.hash}` : ''];
  return (
    <a href={`${getPathname({ href: target, locale: locale ?? current })}${hash}`} {...props} />
  );
}

function withoutHash(href: Exclude<Href, string>): Pathname {
  const { hash: _hash, ...rest } = href as Exclude<Pathname, string> & { hash?: string };
  return rest as Pathname;
}
