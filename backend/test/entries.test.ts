import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  APPLICATION as application,
  basic,
  CREDENTIALS,
  panelToken,
  post,
  startTestServer,
} from './helpers.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ BACKEND_SEED_TALENTS: '5', BACKEND_SEED_POSTS: '4' });
  token = await panelToken(server.url);
});
afterAll(() => server.close());

const contact = {
  name: 'Ana',
  email: 'ana@example.com',
  phone: '+34 (91) 55555-1234',
  message: '<script>alert(1)</script> hola',
};
const guardian = JSON.stringify({
  name: 'Elena Ruiz',
  relationship: 'mother',
  email: 'elena@example.com',
  phone: '+34612345678',
});
/** A 9-year-old's application as the site sends it: a guardian, no contact of the child's own. */
function childApplication(changes: Record<string, string> = {}): Record<string, string> {
  const { email: _email, phone: _phone, instagr: _instagr, ...rest } = application;
  return {
    ...rest,
    realname: 'Lucía Ruiz',
    birthdate: '2017-05-02',
    guardian,
    consents: JSON.stringify({ ...JSON.parse(application.consents), guardian_declaration: true }),
    ...changes,
  };
}
const jpeg = () =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: '#a87' } })
    .jpeg()
    .toBuffer();
const inbox = async () =>
  (await (await fetch(`${server.url}/inbox.json`, basic(CREDENTIALS.inbox))).json()) as {
    data: {
      id: number;
      type: string;
      data: Record<string, string>;
      files: { field: string; name: string; sha256: string; size: number }[];
    }[];
  };

function multipart(
  files: Record<string, Blob>,
  fields: Record<string, string> = application,
  headers: Record<string, string> = {},
  names: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, v] of Object.entries(files)) form.set(k, v, names[k] ?? `${k}.jpg`);
  return fetch(`${server.url}/panel/api/get-scouted/es`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
}

describe('entries', () => {
  it('stores contact and quote entries, and rejects invalid ones', async () => {
    expect((await post(`${server.url}/panel/api/contact/es`, contact, token)).status).toBe(201);
    const quote = { ...contact, models: JSON.stringify([{ id: 1, name: 'Lucía' }]) };
    expect((await post(`${server.url}/panel/api/favorites/es`, quote, token)).status).toBe(201);
    expect(
      (await post(`${server.url}/panel/api/contact/es`, { ...contact, email: 'nope' }, token))
        .status,
    ).toBe(422);
    for (const models of ['not json', '[]', '[{"id":1}]']) {
      expect(
        (await post(`${server.url}/panel/api/favorites/es`, { ...contact, models }, token)).status,
      ).toBe(422);
    }
    expect(
      (await post(`${server.url}/panel/api/entry/contact/send`, { data: contact }, token)).status,
    ).toBe(201);
    const { data } = await inbox();
    expect(data[0]?.type).toBe('contact');
    expect(data.some((e) => e.type === 'favorites' && e.data.models?.includes('Lucía'))).toBe(true);
  });

  it('stores an application with byte-identical photos', async () => {
    const photos = await Promise.all([jpeg(), jpeg(), jpeg()]);
    const answer = await multipart({
      image_1: new Blob([photos[0]]),
      image_2: new Blob([photos[1]]),
      image_3: new Blob([photos[2]]),
    });
    expect(answer.status).toBe(201);
    const entry = (await inbox()).data.find((e) => e.type === 'getScouted');
    const sha = createHash('sha256').update(photos[0]).digest('hex');
    const stored = entry?.files.find((f) => f.field === 'image_1');
    expect(stored?.sha256).toBe(sha);
    const served = await fetch(
      `${server.url}/inbox/files/${entry?.id}/${stored?.name}`,
      basic(CREDENTIALS.inbox),
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(photos[0])).toBe(true);
    expect((await fetch(`${server.url}/inbox/files/${entry?.id}/${stored?.name}`)).status).toBe(
      401,
    );
  });

  it('rejects a text file renamed .jpg, a missing photo and an 11 MB photo', async () => {
    const photo = new Blob([await jpeg()]);
    const text = new Blob(['just text, not an image']);
    expect((await multipart({ image_1: text, image_2: photo, image_3: photo })).status).toBe(422);
    expect((await multipart({ image_1: photo, image_2: photo })).status).toBe(422);
    expect(
      (
        await multipart({
          image_1: new Blob([Buffer.alloc(11 * 1024 * 1024)]),
          image_2: photo,
          image_3: photo,
        })
      ).status,
    ).toBe(413);
  });

  it('names stored photos by their checked type, never by the sender: cv.html is image_1.gif', async () => {
    const gif = new Blob([
      readFileSync('tests/fixtures/full-body.gif'),
      '<html><script>alert(1)</script></html>',
    ]);
    const photo = new Blob([await jpeg()]);
    const email = 'polyglot@example.com';
    const answer = await multipart(
      { image_1: gif, image_2: photo, image_3: photo },
      { ...application, email },
      {},
      { image_1: 'cv.html', image_2: 'setup.exe' },
    );
    expect(answer.status).toBe(201);
    const entry = (await inbox()).data.find((e) => e.data.email === email);
    expect(entry?.files.map((f) => f.name)).toEqual(['image_1.gif', 'image_2.jpg', 'image_3.jpg']);
  });

  it('stores an entry once per Idempotency-Key, answering a retry with the same id', async () => {
    const key = { 'Idempotency-Key': 'retry-0123456789abcdef' };
    const message = { ...contact, email: 'once@example.com' };
    const send = (body: unknown, headers = key) =>
      fetch(`${server.url}/panel/api/contact/es`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          ...headers,
        },
      });
    const first = await send(message);
    const again = await send(message);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect((await send({ ...message, message: 'other text' })).status).toBe(422);
    expect((await send(message, { 'Idempotency-Key': 'bad key' })).status).toBe(400);
    // The same key on another kind of entry is another entry.
    const quote = await fetch(`${server.url}/panel/api/favorites/es`, {
      method: 'POST',
      body: JSON.stringify({ ...message, models: JSON.stringify([{ id: 1, name: 'Lucía' }]) }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...key },
    });
    expect(quote.status).toBe(201);
    expect(
      (await inbox()).data
        .filter((e) => e.data.email === 'once@example.com')
        .map((e) => e.type)
        .sort(),
    ).toEqual(['contact', 'favorites']);
  });

  it('stores racing uploads of one application under one key once', async () => {
    const photo = new Blob([await jpeg()]);
    const email = 'racing@example.com';
    const key = { 'Idempotency-Key': 'race-0123456789abcdef' };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        multipart(
          { image_1: photo, image_2: photo, image_3: photo },
          { ...application, email },
          key,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(
      new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { id: number }).id)))
        .size,
    ).toBe(1);
    expect((await inbox()).data.filter((e) => e.data.email === email)).toHaveLength(1);
  });

  it('shows each talent of a quote request with the visitor’s note beside it', async () => {
    const models = JSON.stringify([
      { id: 1, name: 'Lucía Navarro', note: 'lingerie shoot, day 2' },
      { id: 3, name: 'Inès Moreau' },
      { id: 5, name: 'Mateo', note: '<b>lead</b>' },
    ]);
    expect(
      (await post(`${server.url}/panel/api/favorites/es`, { ...contact, models }, token)).status,
    ).toBe(201);
    const html = await (await fetch(`${server.url}/inbox`, basic(CREDENTIALS.inbox))).text();
    expect(html).toContain(
      '<li>#1 Lucía Navarro <q class="talent-note">lingerie shoot, day 2</q></li><li>#3 Inès Moreau</li>',
    );
    expect(html).toContain('<q class="talent-note">&lt;b&gt;lead&lt;/b&gt;</q>');
    const tooLong = JSON.stringify([{ id: 1, name: 'Lucía', note: 'x'.repeat(201) }]);
    expect(
      (await post(`${server.url}/panel/api/favorites/es`, { ...contact, models: tooLong }, token))
        .status,
    ).toBe(422);
  });

  it('shows entries to staff only, escaped', async () => {
    const anonymous = await fetch(`${server.url}/inbox`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic realm="Inbox"/);
    expect((await fetch(`${server.url}/inbox`, basic('wrong'))).status).toBe(401);
    const html = await (await fetch(`${server.url}/inbox`, basic(CREDENTIALS.inbox))).text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('needs a guardian for an applicant under 18, whose own contact is then optional', async () => {
    const photo = new Blob([await jpeg()]);
    const photos = { image_1: photo, image_2: photo, image_3: photo };
    const child = childApplication();
    const stored = await multipart(photos, child);
    expect(stored.status).toBe(201);

    const { guardian: _guardian, ...alone } = child;
    const refused = await multipart(photos, alone);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      guardian: ['Required for an applicant under 18.'],
      email: ['Required.'],
      phone: ['Required.'],
      instagr: ['Required.'],
    });
    const undeclared = await multipart(
      photos,
      childApplication({ consents: application.consents }),
    );
    expect(undeclared.status).toBe(422);
    expect(
      (await multipart(photos, childApplication({ guardian: '{"name":"Elena"}' }))).status,
    ).toBe(422);
    // On the day before the 18th birthday where it is latest on Earth, still a minor.
    expect((await multipart(photos, { ...alone, birthdate: '2008-11-29' })).status).toBe(422);
    expect((await multipart(photos, { ...application, birthdate: '2008-11-29' })).status).toBe(201);
    expect((await multipart(photos, { ...application, keep_until: 'soon' })).status).toBe(422);
    const { consents: _consents, ...unconsented } = application;
    expect((await multipart(photos, unconsented)).status).toBe(422);
  });

  it('shows staff the birth date, the guardian, the consents and the keep-until date', async () => {
    const photo = new Blob([await jpeg()]);
    await multipart(
      { image_1: photo, image_2: photo, image_3: photo },
      childApplication({ realname: 'Shown Child' }),
    );
    const html = await (await fetch(`${server.url}/inbox`, basic(CREDENTIALS.inbox))).text();
    const card = html.slice(html.lastIndexOf('<article', html.indexOf('Shown Child')));
    expect(card).toContain('Minor · guardian');
    expect(card).toMatch(/<th>birth date<\/th><td>2017-05-02 <span class="note">\(\d+ years\)/);
    expect(card).toContain(
      '<strong>Elena Ruiz</strong> (mother)<br>elena@example.com<br>+34612345678',
    );
    expect(card).toContain('Privacy policy accepted: yes (text version 3f9a1c2b7d4e)');
    expect(card).toContain('Keep for future castings: no');
    expect(card).toContain("Guardian's declaration: yes");
    expect(card).toContain('Given in es on 28/11/2026, 11:15:00');
    expect(card).toContain('<th>keep until</th><td>2027-05-28');
    const entry = (await inbox()).data.find((e) => e.data.realname === 'Shown Child');
    expect(entry).toMatchObject({ keep_until: '2027-05-28' });
  });

  it("replays a retried application under its key though the site's record of the moment differs", async () => {
    const photo = new Blob([await jpeg()]);
    const photos = { image_1: photo, image_2: photo, image_3: photo };
    const key = { 'Idempotency-Key': 'retried-application-0123' };
    const fields = { ...application, email: 'retried@example.com' };
    const first = await multipart(photos, fields, key);
    const later = {
      ...fields,
      keep_until: '2027-05-29',
      consents: JSON.stringify({
        ...JSON.parse(application.consents),
        privacy_text_version: 'a0a0a0a0a0a0',
        recorded_at: '2026-11-29T00:00:01.000Z',
      }),
    };
    const retry = await multipart(photos, later, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    // Another choice of the applicant is another submission.
    const changed = {
      ...later,
      consents: JSON.stringify({ ...JSON.parse(later.consents), future_castings: true }),
    };
    expect((await multipart(photos, changed, key)).status).toBe(422);
  });

  it('lets staff delete an entry with its photos, from the inbox page or its API, never from another site', async () => {
    const photo = new Blob([await jpeg()]);
    const photos = { image_1: photo, image_2: photo, image_3: photo };
    const create = async (email: string) => {
      const answer = await multipart(
        photos,
        { ...application, email },
        {
          'Idempotency-Key': `erase-${email.replace(/\W/g, '')}-0123456789`,
        },
      );
      return ((await answer.json()) as { id: number }).id;
    };
    const staff = basic(CREDENTIALS.inbox).headers;
    const id = await create('erase-me@example.com');
    const dir = `${server.dataDir}/entries/${id}`;
    expect(readdirSync(dir)).toHaveLength(3);

    const confirm = await fetch(`${server.url}/inbox/entries/${id}/delete`, { headers: staff });
    expect(await confirm.text()).toContain('Delete scouting application #' + id + '?');
    const crossSite = await fetch(`${server.url}/inbox/entries/${id}/delete`, {
      method: 'POST',
      headers: { ...staff, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
    expect(existsSync(dir)).toBe(true);
    expect(
      (await fetch(`${server.url}/inbox/entries/${id}/delete`, { method: 'POST' })).status,
    ).toBe(401);

    const deleted = await fetch(`${server.url}/inbox/entries/${id}/delete`, {
      method: 'POST',
      headers: { ...staff, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
      redirect: 'manual',
    });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe(`/inbox?deleted=${id}`);
    expect(existsSync(dir)).toBe(false);
    expect((await inbox()).data.some((e) => e.id === id)).toBe(false);
    expect(
      (await fetch(`${server.url}/inbox/files/${id}/image_1.jpg`, { headers: staff })).status,
    ).toBe(404);
    const page = await (
      await fetch(`${server.url}/inbox?deleted=${id}`, { headers: staff })
    ).text();
    expect(page).toContain(`Entry #${id} and its photos were deleted.`);

    const other = await create('erase-me-too@example.com');
    const api = await fetch(`${server.url}/inbox/entries/${other}`, {
      method: 'DELETE',
      headers: staff,
    });
    expect(await api.json()).toEqual({ deleted: other });
    expect(existsSync(`${server.dataDir}/entries/${other}`)).toBe(false);
    expect(
      (await fetch(`${server.url}/inbox/entries/${other}`, { method: 'DELETE', headers: staff }))
        .status,
    ).toBe(404);
    // Its key is free again: a resend is a new entry, not a replay of one that was erased.
    expect(await create('erase-me-too@example.com')).not.toBe(other);
  });
});
