// Types for fingerprint.mjs, so its test type-checks.
export function sourceFingerprint(env?: Record<string, string | undefined>): string;
