import { TokenStore } from './auth.js';
import type { Config } from './config.js';
import type { DriftApi, DriftMode } from './control/drift.js';
import type { Db } from './db.js';

/** What every route module needs: the database, the settings and each API's tokens. */
export interface AppContext {
  db: Db;
  config: Config;
  tokens: { integration: TokenStore; panel: TokenStore };
  control: {
    down: boolean;
    stats: Map<string, number>;
    /** Answers drifted as a real API's would (control/drift.ts); `api` null for both. */
    drift: { mode: DriftMode; api: DriftApi | null } | null;
  };
}

export function createContext(db: Db, config: Config): AppContext {
  return {
    db,
    config,
    tokens: {
      integration: new TokenStore(config.tokenTtlSeconds),
      panel: new TokenStore(config.tokenTtlSeconds),
    },
    control: { down: false, stats: new Map(), drift: null },
  };
}
