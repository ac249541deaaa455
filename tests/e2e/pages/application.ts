import { expect, type Page } from '@playwright/test';

import type { Upload } from '../../fixtures/photos';

export const PHOTO_LABELS = ['Primer plano', 'Plano medio', 'Cuerpo entero'] as const;

/** The Spanish application form (/ser-modelo), filled as a visitor does. */
export class ApplicationPage {
  constructor(readonly page: Page) {}

  /** The application form (the page has other forms, the menu's among them). */
  get form() {
    return this.page.locator('form').filter({ has: this.page.getByLabel('Nombre y apellidos') });
  }

  /** Every field but the photos and the privacy box, for an adult applicant marked by `tag`. */
  async fillApplicant(tag: string) {
    const form = this.form;
    await form.getByLabel('Nombre y apellidos', { exact: true }).fill(`Marta ${tag}`);
    await this.fillBirthdate('12', 'abril', '2001');
    await form.getByLabel('Correo electrónico', { exact: true }).fill(`marta-${tag}@example.com`);
    await form.getByLabel('Teléfono', { exact: true }).pressSequentially('655555431');
    await form.getByLabel('Instagram').fill(`@marta.${tag}`);
    await this.fillPlaceAndMeasures();
  }

  /** The date of birth, as its three fields take it: day and year typed, the month by name. */
  async fillBirthdate(day: string, month: string, year: string) {
    const date = this.form.getByRole('group', { name: 'Fecha de nacimiento' });
    await date.getByLabel('Día').fill(day);
    await date.getByLabel('Mes').selectOption({ label: month });
    await date.getByLabel('Año').fill(year);
  }

  /** Country, city, measures and eye colour. */
  async fillPlaceAndMeasures() {
    const form = this.form;
    await form.getByLabel('País').selectOption({ label: 'España' });
    await expect(form.getByLabel('Ciudad')).toBeEnabled();
    await form.getByLabel('Ciudad').selectOption({ label: 'Madrid' });
    await this.choose('Altura (cm)', { label: '172' });
    await this.choose('Busto (cm)', { label: '84' });
    await this.choose('Cintura (cm)', { label: '61' });
    await this.choose('Jeans (talla EU)', { label: '36.5' });
    await this.choose('Calzado (talla EU)', { label: '39' });
    await this.choose('Color de ojos', { index: 1 });
  }

  /**
   * Chooses in a select of fixed options as a visitor does: reaching for it fills its options
   * (components/forms/select-field.tsx).
   */
  async choose(label: string, option: { label: string } | { index: number }) {
    const select = this.form.getByLabel(label);
    await select.focus();
    await select.selectOption(option);
  }

  /** Chooses the three required photos and waits until each is prepared and shown. */
  async choosePhotos(uploads: readonly (Upload | string)[]) {
    for (const [index, label] of PHOTO_LABELS.entries()) {
      const upload = uploads[index];
      if (upload) await this.page.getByLabel(new RegExp(label)).setInputFiles(upload);
    }
    await expect(this.page.getByRole('img', { name: /Vista previa/ })).toHaveCount(
      Math.min(uploads.length, PHOTO_LABELS.length),
      { timeout: 20_000 },
    );
  }

  async acceptPrivacy() {
    await this.form.getByLabel(/Declaro haber leído/).check();
  }

  /** The send button, whatever it says (send, try again, sending, sent). */
  get submit() {
    return this.form.locator('button[type="submit"]');
  }
}
