import { expect, type Page } from '@playwright/test';

/**
 * A form's confirmation (components/forms/sent-panel.tsx): its heading, which has focus and is
 * described by what happens next, and the button that brings back an empty form.
 */
export class SentPanel {
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {}

  get region() {
    return this.page.getByRole('region', { name: this.title });
  }

  get heading() {
    return this.region.getByRole('heading', { name: this.title });
  }

  /** The panel appeared with focus on its heading, which says what comes next. */
  async expectShown(next: RegExp, timeout = 15_000) {
    await expect(this.heading).toBeVisible({ timeout });
    await expect(this.heading).toBeFocused();
    await expect(this.heading).toHaveAccessibleDescription(next);
  }

  async another(label: string) {
    await this.region.getByRole('button', { name: label }).click();
    await expect(this.region).toHaveCount(0);
  }
}
