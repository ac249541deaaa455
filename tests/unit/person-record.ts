import { z } from 'zod';

import { createDriftLog } from '@/lib/api-client/drift';
import { defineRecord } from '@/lib/api-client/records';

// A record with a field of every kind, for the tests of lib/api-client's readers: one the back-end
// hides (named 'Hidden') is dropped.
export const person = defineRecord(
  'person',
  (f) =>
    z.object({
      id: f.id(),
      name: f.text(),
      age: f.optional(f.number()),
      nickname: f.optionalText(),
      active: f.flag(true),
      tags: f.texts(),
      kind: f.orNull(f.choice(['model', 'actor'])),
      pets: f.list(z.object({ id: f.id(), size: f.orNull(f.number()) })),
      groups: f.refs(),
    }),
  (raw) => (raw.name === 'Hidden' ? null : raw),
);

/** A person as the API documents it. */
export const documented = {
  id: 1,
  name: 'Ana',
  age: 30,
  nickname: null,
  active: true,
  tags: ['a'],
  kind: 'model',
  pets: [{ id: 3, size: 2 }],
  groups: [{ id: 1 }],
};

/** Where an answer comes from, with a drift log whose warnings land in `lines`. */
export function source() {
  const lines: string[] = [];
  const log = createDriftLog({ warn: (line) => lines.push(line) });
  return { api: 'integration' as const, log, lines };
}
