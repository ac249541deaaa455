'use client';

import { useEffect, useState } from 'react';

import { cardMeasuresQuery, type CardMeasuresAnswer } from '@/lib/talents/card-measures';
import type { MeasureRow } from '@/lib/talents/measure-rows';

/** Each favorite's card measures by id; an id not there yet is still being asked for. */
export type CardMeasures = ReadonlyMap<number, readonly MeasureRow[]>;

/**
 * The main measures of the favorites' cards, asked of the site (app/api/talents/measures) once per
 * talent: the favorites keep only what a card needs to link. A talent the agency no longer lists,
 * or an answer that failed, gets no measures; its card stays as it is.
 */
export function useCardMeasures(ids: readonly number[], locale: string): CardMeasures {
  const [known, setKnown] = useState<CardMeasures>(new Map());
  const missing = ids.filter((id) => !known.has(id));
  const query = missing.length > 0 ? cardMeasuresQuery(missing, locale) : null;

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const asked = new URLSearchParams(query).get('ids')?.split('-').map(Number) ?? [];
    const settle = (answer: CardMeasuresAnswer | null) =>
      setKnown((before) => {
        const next = new Map(before);
        for (const id of asked) next.set(id, []);
        for (const talent of answer?.talents ?? []) next.set(talent.id, talent.measures);
        return next;
      });
    fetch(`/api/talents/measures?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<CardMeasuresAnswer>) : null))
      .then(settle, () => {
        if (!controller.signal.aborted) settle(null);
      });
    return () => controller.abort();
  }, [query]);

  return known;
}
