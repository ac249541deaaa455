import type { Locator, Page } from '@playwright/test';

/** The comparison picker (favorites, a selection) and the comparison page it links to. */
export class ComparisonPage {
  constructor(readonly page: Page) {}

  get picker(): Locator {
    return this.page.getByRole('region', {
      name: /^(Compare side by side|Comparar frente a frente|Comparar lado a lado)$/,
    });
  }

  choice(name: string): Locator {
    return this.picker.getByRole('checkbox', { name, exact: true });
  }

  get compareLink(): Locator {
    return this.picker.getByRole('link', { name: /^(Compare|Comparar) \d/ });
  }

  get refusal(): Locator {
    return this.picker.getByRole('status');
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** The talents' names, the table's column headers after the measures' own. */
  get names(): Locator {
    return this.table.getByRole('columnheader').filter({ has: this.page.getByRole('link') });
  }

  /** A measure's row, by its header's label ('Height'). */
  row(label: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${label}\\b`) }) });
  }

  /** A row's values as shown, one per talent. */
  async values(label: string): Promise<string[]> {
    return this.row(label)
      .getByRole('cell')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));
  }

  /** Whether a row says, as a visitor sees it, that its values differ. */
  async differs(label: string): Promise<boolean> {
    const header = this.row(label).getByRole('rowheader');
    return /Differs|Difiere|Difere/i.test(await header.innerText());
  }
}
