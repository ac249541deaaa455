import { createHash } from 'node:crypto';
import { z } from 'zod';

import { AppError } from '../errors';
import { driftLog, type Api, type DriftIssue, type DriftLog } from './drift';
import { strictFields, tolerantFields, type Fields } from './fields';

// Records of the back-ends are read one by one, each first as documented and, only when that
// fails, tolerantly (lib/api-client/fields.ts). A record read tolerantly is shown and its drift
// logged; one that cannot be shown at all is left out and logged, and the rest of the answer
// stands. Domain types never see the variants: the mapper turns a raw record into a strict domain
// value, or null when there is nothing to show.

export type RecordKind<Raw, Out> = {
  /** What a record is, singular, for the log: 'talent', 'post', 'slide'. */
  resource: string;
  strict: z.ZodType<Raw>;
  tolerant: z.ZodType<Raw>;
  map(raw: Raw): Out | null;
  /** How a record is named in the log; its id, slug or name by default (recordId). */
  idOf(value: unknown): string;
};

export function defineRecord<Raw, Out>(
  resource: string,
  shape: (fields: Fields) => z.ZodType<Raw>,
  map: (raw: Raw) => Out | null,
  idOf: (value: unknown) => string = recordId,
): RecordKind<Raw, Out> {
  return { resource, strict: shape(strictFields), tolerant: shape(tolerantFields), map, idOf };
}

/** An answer's envelope (`{data: [...]}` and its paging): read like a record, never dropped. */
export function defineAnswer<Raw>(
  resource: string,
  shape: (fields: Fields) => z.ZodType<Raw>,
): RecordKind<Raw, Raw> {
  return defineRecord(resource, shape, (raw) => raw);
}

type Source = { api: Api; log?: DriftLog };

/** One record as the domain sees it, or null (logged) when it cannot be shown. */
export function readRecord<Raw, Out>(
  { api, log = driftLog }: Source,
  kind: RecordKind<Raw, Out>,
  value: unknown,
): Out | null {
  const { out, issues } = attempt(kind, value);
  if (issues) {
    const outcome = out === null ? 'dropped' : 'adjusted';
    log.record({ api, resource: kind.resource, id: kind.idOf(value), outcome, issues });
  }
  return out;
}

/** Every record of a list that can be shown, in order. */
export function readRecords<Raw, Out>(
  source: Source,
  kind: RecordKind<Raw, Out>,
  values: readonly unknown[],
): Out[] {
  return values.flatMap((value) => {
    const out = readRecord(source, kind, value);
    return out === null ? [] : [out];
  });
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
  const { out, issues } = attempt(kind, value);
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

/** The record mapped, and its drift: null when it matched the documented shape. */
function attempt<Raw, Out>(
  kind: RecordKind<Raw, Out>,
  value: unknown,
): { out: Out | null; issues: DriftIssue[] | null } {
  const strict = kind.strict.safeParse(value, { reportInput: true });
  if (strict.success) return { out: kind.map(strict.data), issues: null };
  const tolerant = kind.tolerant.safeParse(value);
  return {
    out: tolerant.success ? kind.map(tolerant.data) : null,
    issues: driftIssues(strict.error),
  };
}

const MAX_RECEIVED = 80;

function driftIssues(error: z.ZodError): DriftIssue[] {
  return error.issues.map((issue) => ({
    field: fieldName(issue.path),
    received: describe(issue.input),
    expected: issue.message.replace(/^Invalid (input|option): /, ''),
  }));
}

/** 'galleries.video[].provider': positions left out, so one field of a list is logged once. */
function fieldName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const part of path) {
    if (typeof part === 'number') name += '[]';
    else name += `${name ? '.' : ''}${String(part)}`;
  }
  return name || '(record)';
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_RECEIVED ? `${text.slice(0, MAX_RECEIVED)}…` : text;
}

/**
 * The record's id as it arrived (its slug or name when it has none), else a short hash of the
 * record: a record without an id is still logged once.
 */
export function recordId(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['id', 'slug', 'name']) {
      const id = record[key];
      if ((typeof id === 'string' && id.trim()) || typeof id === 'number')
        return String(id).slice(0, MAX_RECEIVED);
    }
  }
  const text = JSON.stringify(value) ?? String(value);
  return `#${createHash('sha1').update(text).digest('hex').slice(0, 8)}`;
}
