import type { Locator, Page } from '@playwright/test';

/**
 * The site's shell as a visitor reaches it on a phone or a desktop: below 1024 px the navigation
 * and the language switch live in the full-screen menu, above it in the header.
 */
export class ShellPage {
  constructor(readonly page: Page) {}

  private async isPhone(): Promise<boolean> {
    return (this.page.viewportSize()?.width ?? 1366) < 1024;
  }

  /** The menu dialog, opened (phones). */
  private async openMenu(): Promise<Locator> {
    await this.page.getByRole('button', { name: /^(Open menu|Abrir menú|Abrir menu)/ }).click();
    const menu = this.page.getByRole('dialog', { name: /^(Menu|Menú)$/ });
    await menu.waitFor();
    return menu;
  }

  /**
   * Follows a section link of the navigation, by its name ('Men'): from the phones' menu, or from
   * the desktop's models or talents dropdown (`section`).
   */
  async followMenuLink(name: string, section: string): Promise<void> {
    if (await this.isPhone()) {
      const menu = await this.openMenu();
      await menu.getByRole('link', { name, exact: true }).click();
      return;
    }
    const nav = this.page.getByRole('navigation', {
      name: /^(Main navigation|Navegación principal)$/,
    });
    await nav.getByRole('link', { name: section, exact: true }).hover();
    await nav.getByRole('link', { name, exact: true }).click();
  }

  /** Switches language with the switch's link ('Switch to Español', 'Cambiar a English'). */
  async switchLanguage(name: string): Promise<void> {
    const root = (await this.isPhone()) ? await this.openMenu() : this.page.locator('header');
    await root.getByRole('link', { name, exact: true }).click();
  }
}
