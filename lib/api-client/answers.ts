import { z } from 'zod';

import { AppError } from '../errors';
import { driftLog, type Api } from './drift';
import type { Fields } from './fields';
import {
  defineRecord,
  readRecord,
  readRecords,
  tryRecord,
  type RecordKind,
  type Source,
} from './records';

// Whole answers of the back-ends: the envelope around their records, and the one record an answer
// is about. An answer the site cannot read at all is an outage of that read, never an empty page.

/** An answer's envelope (`{data: [...]}` and its paging): read like a record, never dropped. */
export function defineAnswer<Raw>(
  resource: string,
  shape: (fields: Fields) => z.ZodType<Raw>,
): RecordKind<Raw, Raw> {
  return defineRecord(resource, shape, (raw) => raw);
}

type AnswerSource = Source & { path: string };

/**
 * An answer's envelope (its `data` and paging). One the site cannot read at all (an error page's
 * JSON, no list where one belongs) is an outage of that read: the last good answer is served, else
 * the 503 page. Drift in it is logged under the path, as it is the same for every answer.
 */
export function readEnvelope<Raw, Out>(
  { api, path, log = driftLog }: AnswerSource,
  kind: RecordKind<Raw, Out>,
  value: unknown,
): Out {
  const { out, issues } = tryRecord(kind, value);
  if (out === null) {
    const reason = (issues ?? []).map((issue) => `${issue.field} = ${issue.received}`).join('; ');
    log.invalidAnswer(api, `${path}: no ${kind.resource} (${reason})`);
    throw new AppError('backend_bad_response', `${api} ${path}: no ${kind.resource}`);
  }
  if (issues) log.record({ api, resource: kind.resource, id: path, outcome: 'adjusted', issues });
  return out;
}

/** The one record an answer is about (a profile, a post): one that cannot be shown is an outage. */
export function requireRecord<Raw, Out>(
  source: AnswerSource,
  kind: RecordKind<Raw, Out>,
  value: unknown,
): Out {
  const out = readRecord(source, kind, value);
  if (out !== null) return out;
  (source.log ?? driftLog).invalidAnswer(
    source.api,
    `${source.path}: its ${kind.resource} was left out`,
  );
  throw new AppError(
    'backend_bad_response',
    `${source.api} ${source.path}: no ${kind.resource} to show`,
  );
}

const listAnswer = defineAnswer('list answer', (f) => z.object({ data: f.records() }));
const recordAnswer = defineAnswer('record answer', (f) => z.object({ data: f.record() }));

/** A reader of a `{data: [...]}` answer: every record of it that can be shown. */
export function listReader<Raw, Out>(api: Api, path: string, kind: RecordKind<Raw, Out>) {
  return (json: unknown): Out[] =>
    readRecords({ api }, kind, readEnvelope({ api, path }, listAnswer, json).data);
}

/** A reader of a `{data: {...}}` answer: its record, or an outage when it cannot be shown. */
export function recordReader<Raw, Out>(api: Api, path: string, kind: RecordKind<Raw, Out>) {
  return (json: unknown): Out =>
    requireRecord({ api, path }, kind, readEnvelope({ api, path }, recordAnswer, json).data);
}
