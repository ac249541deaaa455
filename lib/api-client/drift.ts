// What the back-ends sent that differs from their documented answers (backend/API.md), and what the
// site made of it. Each drift is logged once per record and field, not once per read, so a record
// read again at every revalidation does not fill the logs; the keys already logged are bounded
// (least recently seen forgotten first). The counts are since the process started, per API.
import { log } from '@/lib/log/log.mjs';

export type Api = 'integration' | 'panel';

/** Adjusted: the record was shown with a field read differently; dropped: it could not be shown. */
export type Outcome = 'adjusted' | 'dropped';

/** One field that did not match: where it is in the record, what arrived, what was expected. */
export type DriftIssue = { field: string; received: string; expected: string };

export type DriftEvent = {
  api: Api;
  /** The kind of record, singular: 'talent', 'post', 'slide'. */
  resource: string;
  /** The record's id as it arrived, or a stand-in when it had none. */
  id: string;
  outcome: Outcome;
  issues: DriftIssue[];
};

type ApiCounts = {
  adjusted: number;
  dropped: number;
  /** Answers that were not the JSON they claimed to be: each counted as an outage of that read. */
  invalidAnswers: number;
  /** Records with drift in each field, keyed 'resource.field'. */
  fields: Record<string, number>;
};

export type DriftReport = {
  since: string;
  apis: Record<Api, ApiCounts>;
  /** The latest drifts first logged, newest first. */
  recent: (DriftIssue & { api: Api; resource: string; id: string; outcome: Outcome; at: string })[];
};

type Options = { maxKeys?: number; recentSize?: number; warn?: (line: string) => void };

const DEFAULT_MAX_KEYS = 20_000;
const RECENT_SIZE = 50;

export function createDriftLog({
  maxKeys = DEFAULT_MAX_KEYS,
  recentSize = RECENT_SIZE,
  warn = (line: string) => log('drift').warn(line),
}: Options = {}) {
  const seen = boundedSet(maxKeys);
  const since = new Date().toISOString();
  const counts: Record<Api, ApiCounts> = { integration: emptyCounts(), panel: emptyCounts() };
  let recent: DriftReport['recent'] = [];

  return {
    record(event: DriftEvent): void {
      const { api, resource, id, outcome } = event;
      const record = `${api}\u0000${resource}\u0000${id}`;
      if (seen.add(`${record}\u0000${outcome}`)) counts[api][outcome] += 1;
      const fresh = event.issues.filter((issue) => seen.add(`${record}\u0000${issue.field}`));
      if (fresh.length === 0) return;
      const at = new Date().toISOString();
      for (const issue of fresh) {
        const key = `${resource}.${issue.field}`;
        counts[api].fields[key] = (counts[api].fields[key] ?? 0) + 1;
        recent.unshift({ api, resource, id, outcome, at, ...issue });
      }
      recent = recent.slice(0, recentSize);
      warn(formatLine(event, fresh));
    },
    /** An answer that could not be read at all; each is logged, as the outage it causes is. */
    invalidAnswer(api: Api, what: string): void {
      counts[api].invalidAnswers += 1;
      warn(`${api} answer not readable, read as an outage: ${what}`);
    },
    report(): DriftReport {
      return structuredClone({ since, apis: counts, recent });
    },
  };
}

export type DriftLog = ReturnType<typeof createDriftLog>;

function formatLine({ api, resource, id, outcome }: DriftEvent, issues: DriftIssue[]): string {
  const fields = issues
    .map((issue) => `${issue.field} = ${issue.received} (${issue.expected})`)
    .join('; ');
  return `${api} ${resource} ${id} ${outcome}: ${fields}`;
}

function emptyCounts(): ApiCounts {
  return { adjusted: 0, dropped: 0, invalidAnswers: 0, fields: {} };
}

/** A set of at most `max` keys; `add` says whether the key was new, and refreshes an old one. */
function boundedSet(max: number) {
  const keys = new Set<string>();
  return {
    add(key: string): boolean {
      const known = keys.delete(key);
      keys.add(key);
      if (keys.size > max) {
        const oldest = keys.values().next();
        if (!oldest.done) keys.delete(oldest.value);
      }
      return !known;
    },
  };
}

const GLOBAL_KEY = Symbol.for('agency.drift-log');

/**
 * The process's drift log, shared by both clients and read by GET /api/diagnostics. It lives on
 * globalThis: pages and route handlers are bundled apart and may each load this module.
 */
export const driftLog: DriftLog = ((globalThis as { [GLOBAL_KEY]?: DriftLog })[GLOBAL_KEY] ??=
  createDriftLog());
