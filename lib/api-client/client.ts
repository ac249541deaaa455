import 'server-only';

import type { z } from 'zod';

import { serverEnv } from '../env/private';
import { AppError } from '../errors';
import { log } from '../log/log.mjs';
import type { Api } from './drift';
import { readJson } from './read-json';
import { multipartBody, postStream } from './upload';

type Query = Record<string, string | number | undefined>;

type Common = {
  method?: 'GET' | 'POST';
  query?: Query;
  json?: unknown;
  form?: FormData;
  /** Extra request headers (an entry's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Instead of BACKEND_TIMEOUT_MS, for a call that uploads more than a read. */
  timeoutMs?: number;
};

/**
 * How the answer is read: a zod schema, or a reader of the JSON that reads records one by one
 * (lib/api-client/records.ts) and throws an AppError when the answer cannot be read at all.
 */
export type RequestOptions<T> = Common & ({ schema: z.ZodType<T> } | { read(json: unknown): T });

export type BackendClient = {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
  /** The Bearer value in use, for tests and diagnostics only; never send it to a browser. */
  token(): Promise<string>;
};

type ClientSettings = {
  name: Api;
  baseUrl: string;
  /**
   * Obtains a token (an empty string when none came back: docs/product.md, "Calls to the back-end
   * APIs").
   */
  signIn(baseUrl: string, signal: AbortSignal): Promise<string>;
  /** Environment variables to check when sign-in is refused. */
  credentialVars: readonly string[];
};

const SIGN_IN_RETRY_MS = 5000;

/**
 * A typed client for one back-end: adds the bearer token, re-logs in once on 401, parses with zod.
 */
export function createBackendClient(settings: ClientSettings): BackendClient {
  let bearer: Promise<string> | null = null;
  let lastFailure: { at: number; error: AppError } | null = null;

  function token(): Promise<string> {
    if (lastFailure && Date.now() - lastFailure.at < SIGN_IN_RETRY_MS)
      return Promise.reject(lastFailure.error);
    bearer ??= settings.signIn(settings.baseUrl, timeoutSignal()).then(
      (value) => `Bearer ${value}`,
      (cause: unknown) => {
        bearer = null;
        const error = toAppError(cause, settings);
        lastFailure = { at: Date.now(), error };
        throw error;
      },
    );
    return bearer;
  }

  async function send<T>(path: string, options: RequestOptions<T>, retried: boolean): Promise<T> {
    const authorization = await token();
    const response = await call(settings, path, options, authorization);
    if (response.status === 401 && !retried) {
      // Expired or revoked: log in again once, then give up.
      if (bearer) bearer = null;
      return send(path, options, true);
    }
    return parse(response, options, settings.name, path);
  }

  return { request: (path, options) => send(path, options, false), token };
}

async function call<T>(
  settings: ClientSettings,
  path: string,
  options: RequestOptions<T>,
  authorization: string,
) {
  const url = buildUrl(settings.baseUrl, path, options.query);
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    Authorization: authorization,
  };
  let body: BodyInit | undefined;
  if (options.form) {
    try {
      return await postStream(
        url,
        headers,
        multipartBody(options.form),
        timeoutSignal(options.timeoutMs),
      );
    } catch (cause) {
      throw new AppError('backend_unreachable', `${settings.name} API unreachable`, { cause });
    }
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    const signal = timeoutSignal(options.timeoutMs);
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      cache: 'no-store',
      signal,
    });
  } catch (cause) {
    throw new AppError('backend_unreachable', `${settings.name} API unreachable`, { cause });
  }
}

async function parse<T>(
  response: Response,
  options: RequestOptions<T>,
  name: Api,
  path: string,
): Promise<T> {
  if (response.status === 404) throw new AppError('not_found', `${name} ${path}: not found`);
  if (response.status === 401)
    throw new AppError('backend_unauthorized', `${name} API refused the token`);
  if (!response.ok) throw new AppError('backend_error', `${name} ${path}: HTTP ${response.status}`);
  const json = await readJson(response, name, path);
  if ('read' in options) return options.read(json);
  const result = options.schema.safeParse(json);
  if (!result.success) {
    throw new AppError('backend_bad_response', `${name} ${path}: unexpected answer`, {
      cause: result.error,
    });
  }
  return result.data;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function timeoutSignal(ms: number = serverEnv.BACKEND_TIMEOUT_MS) {
  return AbortSignal.timeout(ms);
}

function toAppError(cause: unknown, settings: ClientSettings): AppError {
  if (cause instanceof AppError) return cause;
  return new AppError(
    'backend_unreachable',
    `${settings.name} API unreachable at ${settings.baseUrl}`,
    { cause },
  );
}

/**
 * POSTs credentials to a sign-in path and reads the token field; logs a clear line when refused.
 */
export async function postCredentials(
  settings: Pick<ClientSettings, 'name' | 'credentialVars'>,
  url: string,
  body: Record<string, string>,
  field: string,
  signal: AbortSignal,
): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    cache: 'no-store',
    signal,
  });
  if (response.status === 401 || response.status === 403) {
    log(settings.name).error(
      `sign-in refused (HTTP ${response.status}): check ${settings.credentialVars.join(' and ')}`,
    );
    throw new AppError('backend_unauthorized', `${settings.name} sign-in refused`);
  }
  if (!response.ok)
    throw new AppError('backend_error', `${settings.name} sign-in: HTTP ${response.status}`);
  const answer: unknown = await response.json().catch(() => ({}));
  const value =
    answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
}
