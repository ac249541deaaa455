// Types for redis-server.mjs, so the tests that start a Redis type-check.
export type TestRedis = {
  port: number;
  url: string;
  /** Of the running redis-server, if it runs. */
  readonly pid: number | undefined;
  /** Starts it again on the same port (empty, unless started with keepData). */
  start(): Promise<void>;
  /** Kills it at once, as a crash would. */
  stop(): Promise<void>;
  close(): Promise<void>;
};

export function freePort(): Promise<number>;
export function startRedis(options?: { port?: number; keepData?: boolean }): Promise<TestRedis>;
export function ping(port: number): Promise<boolean>;
