import 'server-only';

import { createBackendClient, postCredentials, type BackendClient } from './client';

type SignedInClientSettings = {
  name: 'integration' | 'panel';
  baseUrl: string;
  /** The sign-in path, POSTed the credentials as JSON. */
  signInPath: string;
  /** The credentials' body, read at each sign-in. */
  credentials(): Record<string, string>;
  /** Environment variables to check when sign-in is refused. */
  credentialVars: readonly string[];
  /** The answer's field holding the token. */
  tokenField: string;
};

/**
 * A back-end client that signs in by POSTing its credentials (both APIs do, each with its own
 * names).
 */
export function createSignedInClient({
  name,
  baseUrl,
  signInPath,
  credentials,
  credentialVars,
  tokenField,
}: SignedInClientSettings): BackendClient {
  return createBackendClient({
    name,
    baseUrl,
    credentialVars,
    signIn: (base, signal) =>
      postCredentials(
        { name, credentialVars },
        `${base}${signInPath}`,
        credentials(),
        tokenField,
        signal,
      ),
  });
}
