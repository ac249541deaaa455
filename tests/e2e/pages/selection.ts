import type { Locator, Page } from '@playwright/test';

/** The favorites page's "Share selection" and the shared selection page it links to. */
export class SelectionPage {
  constructor(readonly page: Page) {}

  /** Favorites as the store keeps them, written before the page loads. */
  async storeFavorites(
    talents: { id: number; name: string; slug: string; section: 'models' | 'talents' }[],
  ) {
    const map = Object.fromEntries(
      talents.map((talent) => [String(talent.id), { ...talent, cover: null, cover2: null }]),
    );
    await this.page.addInitScript(
      (value) => localStorage.setItem('favorites', value),
      JSON.stringify(map),
    );
  }

  async storedIds(): Promise<string[]> {
    return this.page.evaluate(() =>
      Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}') as object).sort(),
    );
  }

  get share(): Locator {
    return this.page.getByRole('region', { name: /^(Share selection|Compartir selección)$/ });
  }

  get shareUrl(): Locator {
    return this.share.getByRole('textbox');
  }

  /** The talents of a selection page. */
  get talents(): Locator {
    return this.page
      .getByRole('list', {
        name: /^(Selected talents|Talentos seleccionados|Talentos selecionados)$/,
      })
      .getByRole('listitem');
  }

  /** A measure of one talent on the selection page, e.g. measure('Lucía Navarro', 'Height'). */
  measure(name: string, label: string): Locator {
    return this.talents
      .filter({ has: this.page.getByRole('link', { name, exact: true }) })
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }
}
