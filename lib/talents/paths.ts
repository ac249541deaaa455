import { talentSection, type TalentSection } from './routes';

export type ProfilePathname = `/${TalentSection}/[id]/[name]`;
export type ProfileHref = { pathname: ProfilePathname; params: { id: string; name: string } };

/**
 * A talent's profile link (docs/product.md, "Talents list"): /{lang}/{section}/{id}/{slugified
 * name}.
 */
export function profileHref(talent: {
  id: number;
  slug: string;
  section: TalentSection;
}): ProfileHref {
  return {
    pathname: `/${talent.section}/[id]/[name]`,
    params: { id: String(talent.id), name: talent.slug },
  };
}

export type CardHref = { pathname: `${ProfilePathname}/card`; params: ProfileHref['params'] };

/** The composite card under a profile (issue 12): /{lang}/{section}/{id}/{slug}/card. */
export function cardHref(profile: ProfileHref): CardHref {
  return { pathname: `${profile.pathname}/card`, params: profile.params };
}

/** The section and slug a talent's profile URL must have; any other one redirects there. */
export function canonicalProfile(talent: {
  id: number;
  slug: string;
  categories: readonly number[];
}): ProfileHref {
  return profileHref({ ...talent, section: talentSection(talent.categories) });
}

export function isCanonical(href: ProfileHref, section: TalentSection, name: string): boolean {
  return href.pathname === `/${section}/[id]/[name]` && href.params.name === safeDecode(name);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
