import { instagramProfile, localizedLabel } from './content/contact';
import type { SiteContent } from './content/types';
import type { Locale } from './i18n/routing';
import type { Talent } from './talents/types';

// schema.org objects for JSON-LD; lib/seo.ts `jsonLd()` adds the @context and escapes them.
type Thing = Record<string, unknown>;

// A neutral talent's gender is left out rather than guessed.
const SCHEMA_GENDERS: Record<Talent['gender'], string | undefined> = {
  woman: 'https://schema.org/Female',
  man: 'https://schema.org/Male',
  neutral: undefined,
};

type PersonInput = Pick<Talent, 'name' | 'cover' | 'instagram' | 'gender' | 'measures'>;

/** A talent profile as a schema.org Person, linked to the agency that represents them. */
export function personLd(
  talent: PersonInput,
  url: string,
  agency: { name: string; url: string },
): Thing {
  const instagram = instagramProfile(talent.instagram);
  const height = heightInCm(talent.measures.height);
  return {
    '@type': 'Person',
    name: talent.name,
    url,
    image: talent.cover ?? undefined,
    gender: SCHEMA_GENDERS[talent.gender],
    height:
      height === null
        ? undefined
        : { '@type': 'QuantitativeValue', value: height, unitCode: 'CMT' },
    sameAs: instagram ? [instagram.url] : undefined,
    affiliation: { '@type': 'Organization', name: agency.name, url: agency.url },
  };
}

/**
 * The metric part of a measure like '170/5.7' (docs/product.md, "Measures"), when it is a plain
 * number of centimetres.
 */
function heightInCm(value: string | null): number | null {
  const metric = value?.split('/')[0]?.trim() ?? '';
  return /^\d{2,3}$/.test(metric) ? Number(metric) : null;
}

type OrganizationInput = {
  name: string;
  url: string;
  logo: string;
  content: Pick<SiteContent, 'socialMedias' | 'customizations'>;
  locale: Locale;
};

/**
 * The agency as a schema.org Organization: social profiles, address and contact points from the
 * panel.
 */
export function organizationLd({ name, url, logo, content, locale }: OrganizationInput): Thing {
  const { address, emails, phones } = content.customizations.contact;
  const sameAs = content.socialMedias
    .map((media) => media.url)
    .filter((link) => /^https?:\/\//.test(link));
  const contactPoint = [
    ...emails.map((entry) => ({
      '@type': 'ContactPoint',
      contactType: localizedLabel(entry.department, locale) || undefined,
      email: entry.email,
    })),
    ...phones.map((entry) => ({
      '@type': 'ContactPoint',
      contactType: localizedLabel(entry.label, locale) || undefined,
      telephone: entry.number,
    })),
  ];
  return {
    '@type': 'Organization',
    name,
    url,
    logo,
    sameAs: sameAs.length ? sameAs : undefined,
    address: address
      ? {
          '@type': 'PostalAddress',
          streetAddress: address.street,
          postalCode: address.postalCode,
          addressLocality: address.city,
          addressCountry: address.country,
        }
      : undefined,
    contactPoint: contactPoint.length ? contactPoint : undefined,
  };
}
