import type { Locator, Page } from '@playwright/test';

import { readPdf } from '../pdf-text';

/** A talent's composite card page (issue 12). */
export class CompositeCardPage {
  constructor(readonly page: Page) {}

  get sheet(): Locator {
    return this.page.getByRole('article');
  }

  get pictures(): Locator {
    // The agency's logo has an empty alt: it is not one of the pictures.
    return this.sheet.getByRole('img');
  }

  measure(label: string): Locator {
    return this.sheet
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }

  /** Waits for every picture, then prints the page as Chromium's "Save as PDF" does. */
  async printToPdf() {
    await this.page.waitForFunction(() => [...document.images].every((image) => image.complete));
    return readPdf(await this.page.pdf({ preferCSSPageSize: true, printBackground: true }));
  }
}
