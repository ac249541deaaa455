import { expect, test, type Page } from '@playwright/test';

// A child's public pages say nothing of where the child lives: no city or country on the profile,
// in its description, in its structured data or on its composite card (docs/product.md, "Children's
// profiles"). Candela Ruiz (talent 4) is on the kids board and lives in Madrid, Spain.

async function personLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const person = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Person');
  if (!person) throw new Error('no Person structured data');
  return person;
}

test('a kids profile has no city or country in its HTML, metadata or JSON-LD; its age stays', async ({
  page,
  request,
}) => {
  for (const path of ['/talentos/4/candela-ruiz', '/en/talents/4/candela-ruiz']) {
    const html = await (await request.get(path)).text();
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main, path).toContain('Candela Ruiz');
    for (const place of ['Madrid', 'España', 'Spain'])
      expect(main, `${path}: ${place}`).not.toContain(place);
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Candela Ruiz',
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Candela Ruiz',
    );
    const person = JSON.stringify(await personLd(page));
    for (const absent of ['addressLocality', 'birthDate', 'Madrid', '2016'])
      expect(person, `${path}: ${absent}`).not.toContain(absent);
  }
  await expect(page.getByText(/^\d+ years old$/)).toBeVisible();

  // An adult's profile keeps its place.
  await page.goto('/modelos/1/lucia-navarro');
  await expect(page.getByText(/^Madrid, España$/)).toBeVisible();
});

test("a kids composite card has no place beside the child's name", async ({ page }) => {
  await page.goto('/talentos/4/candela-ruiz/ficha');
  const card = page.getByRole('article', { name: 'Candela Ruiz' });
  await expect(card).toBeVisible();
  // The agency's own address (in Madrid) stays in its block; the child's place is not printed.
  const header = card.locator('h1, h2').filter({ hasText: 'Candela Ruiz' }).locator('..');
  await expect(header).toBeVisible();
  await expect(header).not.toContainText('Madrid');
  await expect(header).not.toContainText('España');
  await page.goto('/modelos/1/lucia-navarro/ficha');
  const adult = page.getByRole('article', { name: 'Lucía Navarro' });
  await expect(
    adult.locator('h1, h2').filter({ hasText: 'Lucía Navarro' }).locator('..'),
  ).toContainText('Madrid, España');
});
