import { useLocale, useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';

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
 *
 * A link to a page in another language than the page's (a Portuguese page's link to the Spanish
 * news) says so: `hreflang`, a visible language tag, and the language in its accessible name
 * (docs/product.md, "Portuguese").
 */
export function AppLink({ href, locale, children, ...props }: Props) {
  const current = useLocale() as Locale;
  const target = locale ?? current;
  const [pathname, hash] =
    typeof href === 'string' || !('hash' in href)
      ? [href, '']
      : [withoutHash(href), href.hash ? `#${href.hash}` : ''];
  const url = `${getPathname({ href: pathname, locale: target })}${hash}`;
  if (target === current)
    return (
      <a href={url} {...props}>
        {children}
      </a>
    );
  return (
    <OtherLanguageLink url={url} locale={target} {...props}>
      {children}
    </OtherLanguageLink>
  );
}

type OtherLanguageProps = Omit<ComponentProps<'a'>, 'href'> & {
  url: string;
  locale: Locale;
  children?: ReactNode;
};

function OtherLanguageLink({ url, locale, children, ...props }: OtherLanguageProps) {
  const t = useTranslations('Languages');
  const language = t('in', { language: locale });
  const label = props['aria-label'];
  return (
    <a
      href={url}
      hrefLang={locale}
      {...props}
      aria-label={label ? `${label} (${language})` : undefined}
    >
      {children}{' '}
      <span className="lang-tag">
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="visually-hidden">({language})</span>
      </span>
    </a>
  );
}

function withoutHash(href: Exclude<Href, string>): Pathname {
  const { hash: _hash, ...rest } = href as Exclude<Pathname, string> & { hash?: string };
  return rest as Pathname;
}
