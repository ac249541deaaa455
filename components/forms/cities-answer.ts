import { z } from 'zod/mini';

/**
 * The answer of GET /api/attributes?country=…: imported with the first request, so zod is not in
 * the application page's first scripts (docs/performance.md, "What a form loads").
 */
export const citiesAnswer = z.object({
  cities: z.array(z.object({ id: z.number(), value: z.string() })),
});
export type City = z.infer<typeof citiesAnswer>['cities'][number];
