'use client';

import { useRef, useState } from 'react';

import { trackedFetch } from '@/components/layout/progress';

import type { City } from './cities-answer';

export type { City };

type Cities = { countryId: number; status: 'loading' | 'ready' | 'failed'; options: City[] };

/**
 * The cities of the chosen country, from GET /api/attributes. Only the latest request counts, so
 * a quick change of country never shows the cities of the previous one.
 */
export function useCities(locale: string) {
  const [cities, setCities] = useState<Cities | null>(null);
  const latest = useRef(0);

  async function load(countryId: number): Promise<void> {
    const request = ++latest.current;
    setCities({ countryId, status: 'loading', options: [] });
    const settle = (next: Cities) => {
      if (request === latest.current) setCities(next);
    };
    try {
      const [response, { citiesAnswer }] = await Promise.all([
        trackedFetch(`/api/attributes?country=${countryId}&lang=${encodeURIComponent(locale)}`),
        import('./cities-answer'),
      ]);
      if (!response.ok) throw new Error(`cities: HTTP ${response.status}`);
      const { cities: options } = citiesAnswer.parse(await response.json());
      settle({ countryId, status: 'ready', options });
    } catch {
      settle({ countryId, status: 'failed', options: [] });
    }
  }

  return { cities, load };
}
