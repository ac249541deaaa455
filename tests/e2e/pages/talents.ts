import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { measureFacts, type MeasureFacts } from '../../../lib/talents/filters';
import { E2E } from '../env';

/** What the filters know of a talent: gender, height (cm) and colour keys. */
export type TalentFacts = MeasureFacts & { gender: string };

/** A talents list page: its filter, its cards and what is visible after filtering. */
export class TalentListPage {
  constructor(readonly page: Page) {}

  async goto(path: string) {
    const response = await this.page.goto(path);
    expect(response?.status(), path).toBe(200);
  }

  /** The list of cards: groups of cards in a `<div role="list">` (card-markup.ts). */
  get grid(): Locator {
    return this.page.locator('main [role="list"][aria-label]').first();
  }

  /** Every card in the page, shown or not (filters hide some). */
  get cards(): Locator {
    return this.page.locator('main [role="list"] [role="listitem"][data-id]');
  }

  private facts: Promise<Map<number, TalentFacts>> | null = null;

  /**
   * Every talent's facts as the back-end has them, by id: the cards carry only their names
   * (card-markup.ts), so what the filters show is checked against the source.
   */
  backendFacts(): Promise<Map<number, TalentFacts>> {
    this.facts ??= backendTalents(this.page.request).then(
      (talents) =>
        new Map(
          talents.map(({ id, gender, measures }) => [id, { gender, ...measureFacts(measures) }]),
        ),
    );
    return this.facts;
  }

  visibleCards(): Locator {
    return this.cards.filter({ visible: true });
  }

  /** The genders among the cards on screen, sorted and without repeats. */
  async genders(): Promise<string[]> {
    const facts = await this.visibleFacts();
    return [...new Set(facts.map(({ gender }) => gender))].sort();
  }

  filterLink(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: /filt/i })
      .getByRole('link', { name, exact: true });
  }

  filterButton(name: string): Locator {
    return this.page
      .getByRole('group', { name: /filt/i })
      .getByRole('button', { name, exact: true });
  }

  /**
   * A gender choice of the list, whether a link to another route or a button filtering in the page.
   */
  genderChoice(name: string): Locator {
    const main = this.page.getByRole('main');
    return main
      .getByRole('link', { name, exact: true })
      .or(main.getByRole('button', { name, exact: true }));
  }

  /** The list's search and filters (list-filters.tsx). */
  get filters(): Locator {
    return this.page.getByRole('search', { name: /^(Filter talents|Filtrar talentos)$/ });
  }

  get search(): Locator {
    return this.filters.getByRole('searchbox');
  }

  /** A height select by its label: From, To (or their Spanish words). */
  select(label: string): Locator {
    return this.filters.getByLabel(label, { exact: true });
  }

  /**
   * A colour measure's button by its label (Hair, Eyes, Pelo, Ojos), named also by what it shows
   * chosen ('Eyes Any', 'Eyes Blue, Green'); it opens the families' checkboxes (color-choice.tsx).
   */
  colors(label: string): Locator {
    return this.filters.getByRole('button', { name: new RegExp(`^${label} `) });
  }

  /** A colour family's checkbox, by its name ('Green', named 'Green (12) Dark green, …'). */
  color(family: string): Locator {
    return this.filters.getByRole('checkbox', { name: new RegExp(`^${family} \\(\\d+\\)`) });
  }

  /** Opens a colour measure's checkboxes when closed and ticks (or unticks) each family. */
  async toggleColors(label: string, families: readonly string[]): Promise<void> {
    const button = this.colors(label);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    for (const family of families) await this.color(family).click();
  }

  /** The count a colour family's checkbox shows. */
  async colorCount(family: string): Promise<number> {
    const label = await this.color(family).locator('xpath=..').textContent();
    return Number(/\((\d+)\)/.exec(label ?? '')?.[1]);
  }

  /** The live count of matches, e.g. '3 of 44 talents'. */
  get status(): Locator {
    return this.page.getByRole('main').getByRole('status');
  }

  /** Names on the cards on screen. */
  async visibleNames(): Promise<string[]> {
    return this.visibleCards().locator('a').allTextContents();
  }

  /** The back-end's facts of each card on screen (backendFacts). */
  async visibleFacts(): Promise<TalentFacts[]> {
    const [facts, ids] = await Promise.all([
      this.backendFacts(),
      this.visibleCards().evaluateAll((cards) =>
        cards.map((card) => Number((card as HTMLElement).dataset.id)),
      ),
    ]);
    return ids.map((id) => {
      const known = facts.get(id);
      expect(known, `talent ${id} in the back-end`).toBeDefined();
      return known as TalentFacts;
    });
  }

  /** The ids of the cards on screen, in order. */
  async visibleIds(): Promise<number[]> {
    return this.visibleCards().evaluateAll((cards) =>
      cards.map((card) => Number((card as HTMLElement).dataset.id)),
    );
  }

  /**
   * The ids of the cards on screen once the list has settled: the count announced and the cards
   * shown agree (later cards of a filter are placed in slices after the first screen).
   */
  async settledIds(): Promise<number[]> {
    // A filtered URL is applied once the page has hydrated: until then every card shows.
    const query = new URL(this.page.url()).searchParams;
    const filtered = ['q', 'height', 'hair', 'eyes', 'gender'].some((name) => query.has(name));
    await expect(this.status).toHaveText(filtered ? /^\d+ (of|de) / : /^\d/);
    await expect
      .poll(async () => {
        const announced = Number(/^\d+/.exec((await this.status.textContent()) ?? '')?.[0]);
        return (await this.visibleIds()).length === announced;
      })
      .toBe(true);
    return this.visibleIds();
  }

  /** The cards a direct load of `path` shows, in a new tab of the same browser. */
  async directIds(path: string): Promise<number[]> {
    const other = new TalentListPage(await this.page.context().newPage());
    try {
      await other.goto(path);
      return await other.settledIds();
    } finally {
      await other.page.close();
    }
  }

  heart(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(Favorite|Favorito): ${name}$`) });
  }
}

/** A talent profile page. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  tab(name: RegExp | string): Locator {
    return this.page.getByRole('tab', { name });
  }

  get selectedTab(): Locator {
    return this.page.locator('[role="tab"][aria-selected="true"]');
  }

  get thumbnails(): Locator {
    return this.page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^(Open image|Abrir imagen)/ });
  }

  get lightbox(): Locator {
    return this.page.getByRole('dialog');
  }

  measure(label: string): Locator {
    return this.page
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }
}

type BackendMedia = { id: number; file: string; width: number; height: number };
export type BackendTalent = {
  id: number;
  name: string;
  gender: 'woman' | 'man';
  cover: string | null;
  birthdate: string | null;
  about: string | null;
  country: string | null;
  instagram: string | null;
  categories: { id: number }[];
  measures: Record<string, string | null>;
  galleries: {
    book: BackendMedia[];
    snap: BackendMedia[];
    compo: BackendMedia[];
    video: (BackendMedia & { url: string })[];
  };
};

/**
 * Reads a talent straight from the e2e back-end (in Portuguese unless told), to compare the page
 * against the source.
 */
export async function backendTalent(
  request: APIRequestContext,
  id: number,
  language: 'es' | 'en' | 'pt' = 'pt',
): Promise<BackendTalent> {
  const answer = await request.get(`${E2E.backendUrl}/integration/api/talent/profile`, {
    params: { language, id, cover2: 1, skills: 1, city: 1, country: 1, media_id: 1 },
    headers: await integrationHeaders(request),
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: BackendTalent }).data;
}

/** Every talent of the e2e back-end, in Portuguese (its list call, one page). */
export async function backendTalents(
  request: APIRequestContext,
): Promise<Pick<BackendTalent, 'id' | 'gender' | 'measures'>[]> {
  const answer = await request.post(`${E2E.backendUrl}/integration/api/talents`, {
    params: { language: 'pt', paginate: 5000 },
    data: { filters: {} },
    headers: await integrationHeaders(request),
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: BackendTalent[]; last_page: number };
  expect(body.last_page, 'every talent on one page').toBe(1);
  return body.data;
}

async function integrationHeaders(request: APIRequestContext) {
  const signIn = await request.post(`${E2E.backendUrl}/integration/api/signin`, {
    data: { salt: E2E.secrets.INTEGRATION_SALT, api_key: E2E.secrets.INTEGRATION_API_KEY },
  });
  expect(signIn.ok()).toBe(true);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Whole years from a YYYY-MM-DD birthdate to today. */
export function ageToday(birthdate: string): number {
  const [year = 0, month = 0, day = 0] = birthdate.split('-').map(Number);
  const now = new Date();
  const before =
    now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day);
  return now.getFullYear() - year - (before ? 1 : 0);
}
