import type { Locator, Page } from '@playwright/test';

/** The units choice of a page (components/units/units-choice.tsx). */
export class UnitsChoice {
  constructor(readonly page: Page) {}

  get group(): Locator {
    return this.page.getByRole('group', { name: /^(Units|Unidades)$/ });
  }

  /** 'Metric' or 'Imperial' (the same words in Spanish and Portuguese, but Métrico). */
  radio(name: 'Metric' | 'Imperial'): Locator {
    const words = name === 'Metric' ? '(Metric|Métrico)' : 'Imperial';
    return this.group.getByRole('radio', { name: new RegExp(`^${words}\\b`) });
  }
}
