import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { APPLICATION, basic, CREDENTIALS, panelToken, post, startTestServer } from './helpers.js';

// Entries past their keep-until date are deleted with their photos on a schedule (API.md,
// "Applications"); the sweep's clock is the test's.
let clock = new Date('2027-05-28T09:00:00Z');
let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
beforeAll(async () => {
  server = await startTestServer(
    // A sweep every 0.6 s.
    { BACKEND_SEED_TALENTS: '3', BACKEND_SEED_POSTS: '2', BACKEND_RETENTION_SWEEP_MINUTES: '0.01' },
    { now: () => clock },
  );
  token = await panelToken(server.url);
});
afterAll(() => server.close());

const photo = async () =>
  new Blob([
    await sharp({ create: { width: 20, height: 30, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer(),
  ]);

async function apply(name: string, keepUntil: string): Promise<number> {
  const form = new FormData();
  const fields = { ...APPLICATION, realname: name, keep_until: keepUntil };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const field of ['image_1', 'image_2', 'image_3']) form.set(field, await photo(), 'p.jpg');
  const answer = await fetch(`${server.url}/panel/api/get-scouted/es`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

const ids = async () =>
  (
    (await (await fetch(`${server.url}/inbox.json`, basic(CREDENTIALS.inbox))).json()) as {
      data: { id: number }[];
    }
  ).data.map((entry) => entry.id);

describe('retention', () => {
  it('keeps an entry through its keep-until date and deletes it with its photos the day after', async () => {
    const today = await apply('Until today', '2027-05-28');
    const later = await apply('Until next year', '2028-05-28');
    expect(
      (
        await post(
          `${server.url}/panel/api/contact/es`,
          {
            name: 'Ana',
            email: 'ana@example.com',
            phone: '+34612345678',
            message: 'No keep-until date',
          },
          token,
        )
      ).status,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await ids()).toContain(today);

    clock = new Date('2027-05-29T00:00:01Z');
    await expect.poll(ids, { timeout: 5000 }).not.toContain(today);
    expect(existsSync(`${server.dataDir}/entries/${today}`)).toBe(false);
    expect(await ids()).toContain(later);
    expect(existsSync(`${server.dataDir}/entries/${later}`)).toBe(true);
    // A contact message has no keep-until date: the sweep leaves it.
    expect(await ids()).toHaveLength(2);
  });
});
