// Types for connection.mjs, so the TypeScript code (rate limits, idempotency, last good answers)
// and its tests type-check against it.
import type { RedisClientType } from '@redis/client';

/** Where the connection's changes are told: the `redis` area's logger (lib/log/log.mjs). */
export type RedisLog = { warn(message: string): void; info(message: string): void };

export type RedisSettings = {
  url: string;
  /** The longest any request waits on one Redis operation before falling back to memory. */
  timeoutMs: number;
  /** Put before every key, so several sites can share one Redis. */
  prefix: string;
  /** host:port, for the logs (never the password). */
  where: string;
};

export type SharedRedis = {
  settings: RedisSettings;
  client: RedisClientType;
  /** The prefixed key of `name`. */
  key(name: string): string;
  /** Connected and not paused after a failure. */
  isUsable(): boolean;
  /**
   * The operation's answer from Redis, or the fallback's when Redis is not there, fails or is slow.
   */
  run<T>(
    operation: (client: RedisClientType) => Promise<T>,
    fallback: () => T | Promise<T>,
  ): Promise<T>;
  /**
   * Called each time Redis answers again after a fault (reconnected, or answering after a pause).
   */
  onRecover(hook: () => unknown): void;
  close(): Promise<void>;
};

export const REDIS_PAUSE_MS: number;
export function redisSettings(env?: Record<string, string | undefined>): RedisSettings | null;
export function sharedRedis(): SharedRedis | null;
export function connectRedis(
  settings: RedisSettings,
  options?: { log?: RedisLog; now?: () => number },
): SharedRedis;
export function within<T>(promise: Promise<T>, ms: number): Promise<T>;
