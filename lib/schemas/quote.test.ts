import { describe, expect, it } from 'vitest';

import { validate } from '../forms/validated';
import { decodeModels, encodeModels, quoteSchema } from './quote';

const contact = {
  name: 'Studio Norte',
  email: 'casting@norte.example',
  phone: '+34911234567',
  message: 'Campaña de verano',
};

describe('quoteSchema', () => {
  it('accepts the contact fields plus the favorites as a JSON string of {id, name}', () => {
    const models = encodeModels([
      { id: 12, name: 'Lucía' },
      { id: 40, name: 'Marco' },
    ]);
    expect(models).toBe('[{"id":12,"name":"Lucía"},{"id":40,"name":"Marco"}]');
    expect(validate(quoteSchema, { ...contact, models })).toEqual({
      ok: true,
      data: { ...contact, models },
    });
  });

  it('encodes only id and name of richer talent objects', () => {
    const talent = { id: 3, name: 'Ines', slug: 'ines', cover: '/x.jpg' };
    expect(encodeModels([talent])).toBe('[{"id":3,"name":"Ines"}]');
  });

  it('sends each talent with the visitor’s note on it, cleaned, and refuses a note over 200 characters', () => {
    const models = encodeModels([
      { id: 12, name: 'Lucía', note: 'lingerie shoot, day 2' },
      { id: 40, name: 'Marco', note: '' },
    ]);
    expect(models).toBe(
      '[{"id":12,"name":"Lucía","note":"lingerie shoot, day 2"},{"id":40,"name":"Marco"}]',
    );
    expect(validate(quoteSchema, { ...contact, models })).toMatchObject({ ok: true });
    expect(decodeModels('[{"id":12,"name":"Lucía","note":" day 2\\u202E\\n "}]')).toEqual([
      { id: 12, name: 'Lucía', note: 'day 2' },
    ]);
    const long = JSON.stringify([{ id: 12, name: 'Lucía', note: 'x'.repeat(201) }]);
    expect(validate(quoteSchema, { ...contact, models: long })).toMatchObject({
      ok: false,
      fields: { models: ['invalid'] },
    });
  });

  it("blocks a request without talents with 'noTalents'", () => {
    expect(validate(quoteSchema, { ...contact, models: '[]' })).toMatchObject({
      ok: false,
      fields: { models: ['noTalents'] },
    });
    expect(validate(quoteSchema, contact)).toMatchObject({
      ok: false,
      fields: { models: ['noTalents'] },
    });
  });

  it('refuses models that are not a list of talents', () => {
    for (const models of ['not json', '{"id":1}', '[{"id":"x","name":"A"}]', '[{"id":1}]']) {
      expect(validate(quoteSchema, { ...contact, models })).toMatchObject({
        ok: false,
        fields: { models: ['invalid'] },
      });
    }
  });

  it('validates the contact fields like the contact form', () => {
    const models = encodeModels([{ id: 1, name: 'A' }]);
    expect(validate(quoteSchema, { ...contact, email: 'nope', models })).toMatchObject({
      ok: false,
      fields: { email: ['email'] },
    });
  });
});
