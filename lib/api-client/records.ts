import { createHash } from 'node:crypto';
import type { z } from 'zod';

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

export type Source = { api: Api; log?: DriftLog };

/** One record as the domain sees it, or null (logged) when it cannot be shown. */
export function readRecord<Raw, Out>(
  { api, log = driftLog }: Source,
  kind: RecordKind<Raw, Out>,
  value: unknown,
): Out | null {
  const { out, issues } = tryRecord(kind, value);
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

/** The record mapped, and its drift: null when it matched the documented shape. */
export function tryRecord<Raw, Out>(
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
