import 'server-only';

import { notFound } from 'next/navigation';

import { AppError } from '../errors';
import { redirect } from '../i18n/navigation';
import { resolvePage } from '../i18n/page';
import type { Locale } from '../i18n/routing';
import { publicTalent } from '../talents/child-profile';
import {
  canonicalProfile,
  cardHref,
  isCanonical,
  parseTalentId,
  type TalentSection,
} from '../talents/routes';
import type { Talent } from '../talents/types';
import { getTalent } from './talents';

type Params = Promise<{ lang: string; id: string; name: string }>;

/**
 * The talent of a profile route, or of its composite card (`page`): an invalid or unknown id is a
 * 404, and a wrong name slug or section redirects to the talent's own URL of that page. Back-end
 * failures propagate to the 503 page. A child comes without their place (./child-profile.ts), so
 * neither page, its metadata nor its structured data can show it.
 */
export async function loadProfile(
  params: Params,
  section: TalentSection,
  page: 'profile' | 'card' = 'profile',
): Promise<{ locale: Locale; talent: Talent }> {
  const { id, name } = await params;
  const talentId = parseTalentId(id);
  if (talentId === null) notFound();
  const locale = await resolvePage(
    params,
    page === 'card' ? `/${section}/[id]/[name]/card` : `/${section}/[id]/[name]`,
  );
  const talent = await findTalent(talentId, locale);
  const href = canonicalProfile(talent);
  if (!isCanonical(href, section, name))
    redirect({ href: page === 'card' ? cardHref(href) : href, locale });
  return { locale, talent: publicTalent(talent) };
}

async function findTalent(id: number, locale: Locale): Promise<Talent> {
  try {
    return await getTalent(id, locale);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}
