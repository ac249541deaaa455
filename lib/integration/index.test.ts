import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API's JSON for each call, read by the client's reader as the real client does.
const answer = vi.fn();
const request = vi.fn(
  async (path: string, options: { query?: { language: string }; read(json: unknown): unknown }) =>
    options.read(await answer(path, options)),
);
vi.mock('../env/private', () => ({
  serverEnv: { INTEGRATION_API_URL: 'http://backend.test/integration' },
}));
vi.mock('../api-client/client', () => ({
  createBackendClient: () => ({ request }),
  postCredentials: vi.fn(),
}));
// The cache is Next's; here each read goes straight to the (mocked) API.
vi.mock('../api-client/cache', () => ({
  TAGS: {},
  cachedRead: (_name: string, _tag: string, read: unknown) => read,
}));

const { getTalent } = await import('./index');

const raw = (about: string | null, country: string) => ({
  data: {
    id: 3,
    name: 'Inès Moreau',
    gender: 'woman',
    categories: [{ id: 1907 }, { id: 1908 }],
    city: 'Paris',
    country,
    skills: ['x'],
    about,
  },
});

describe('getTalent', () => {
  beforeEach(() => {
    answer.mockReset();
    request.mockClear();
  });

  it("asks for the page's language and makes no second call when nothing is missing", async () => {
    answer.mockResolvedValueOnce(raw('Inès works in make-up.', 'France'));
    const talent = await getTalent(3, 'en');
    expect(talent.about).toBe('Inès works in make-up.');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toMatchObject({ query: { language: 'en', id: 3 } });
  });

  it('falls back to Portuguese for a biography missing in the language', async () => {
    answer
      .mockResolvedValueOnce(raw(null, 'Francia'))
      .mockResolvedValueOnce(raw('Inès trabalha em maquiagem.', 'França'));
    const talent = await getTalent(3, 'es');
    expect(talent).toMatchObject({ about: 'Inès trabalha em maquiagem.', country: 'Francia' });
    expect(request.mock.calls.map((call) => call[1].query?.language)).toEqual(['es', 'pt']);
  });

  it('reads Portuguese once for a Portuguese page, even with a text missing', async () => {
    answer.mockResolvedValueOnce(raw(null, 'França'));
    expect((await getTalent(3, 'pt')).about).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
