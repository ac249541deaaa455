import { hasLocale } from 'next-intl';

import { apiRoute } from '@/lib/api/pipeline';
import { AppError } from '@/lib/errors';
import { routing } from '@/lib/i18n/routing';
import { talentsByIds } from '@/lib/services/talents';
import {
  CARD_MEASURES,
  parseCardMeasureIds,
  type CardMeasuresAnswer,
} from '@/lib/talents/card-measures';
import { measureTranslator } from '@/lib/talents/measure-labels';
import { measureRows } from '@/lib/talents/measure-rows';

// The same answer for everyone asking the same ids: a CDN may keep it as long as a page.
const CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';

/**
 * The main measures of the favorites' cards (docs/product.md, "Favorites page"): the favorites live
 * in the browser, which keeps only what a card needs to link, so their measures are asked for here,
 * as the selection page shows them. Read from the three cached list reads a selection uses, so an
 * answer costs no back-end call; at most CARD_MEASURES_MAX ids. A back-end failure is the
 * pipeline's 502 (lib/api/answers.ts); the cards then show no measures.
 */
export const GET = apiRoute({ sameOrigin: false, body: { type: 'none' } }, async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const locale = params.get('lang');
  const ids = parseCardMeasureIds(params.get('ids'));
  if (!hasLocale(routing.locales, locale) || !ids) throw new AppError('invalid_query');
  const [{ talents }, translate] = await Promise.all([
    talentsByIds(ids),
    measureTranslator(locale),
  ]);
  const body: CardMeasuresAnswer = {
    talents: talents.map((talent) => ({
      id: talent.id,
      measures: measureRows(talent.measures, talent, translate, CARD_MEASURES),
    })),
  };
  return Response.json(body, { headers: { 'Cache-Control': CACHE_CONTROL } });
});
