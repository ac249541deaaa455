import { TokenStore } from './auth.js';
import type { Config } from './config.js';
import type { Db } from './db.js';

/** What every route module needs: the database, the settings and each API's tokens. */
export interface AppContext {
  db: Db;
  config: Config;
  tokens: { integration: TokenStore; panel: TokenStore };
  control: { down: boolean; stats: Map<string, number> };
}

export function createContext(db: Db, config: Config): AppContext {
  return {
    db,
    config,
    tokens: {
      integration: new TokenStore(config.tokenTtlSeconds),
      panel: new TokenStore(config.tokenTtlSeconds),
    },
    control: { down: false, stats: new Map() },
  };
}
