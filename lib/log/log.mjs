// @ts-check
// The site's one logger (docs/architecture.md, "Logs"): a logger per area of the site, each line
// one JSON object in production (time, level, area, msg, the request's id, an error with its
// causes) for the people and tools that run the site, and a readable line in development. Plain
// JavaScript, so the production server, the cache handlers and scripts/start.mjs load it as the
// route handlers do; pino stays outside Next's bundles (a package Next keeps external by default).
import pino from 'pino';

import { currentRequestId } from './context.mjs';
import { levelNamed } from './level.mjs';
import { prettyDestination } from './pretty.mjs';

/** @typedef {import('pino').Logger} Logger */
/** @typedef {import('./level.mjs').LogLevel} LogLevel */

/**
 * @typedef {object} LoggerOptions
 * @property {LogLevel} [level] the lowest level written
 * @property {boolean} [pretty] the readable form instead of JSON lines
 * @property {{ write(text: string): unknown }} [destination] where lines go (standard output)
 */

/**
 * A root logger: areas are its children (`root.child({ area })`).
 * @param {LoggerOptions} [options]
 * @returns {Logger}
 */
export function createLogger({ level = 'info', pretty = false, destination } = {}) {
  // Synchronous writes: a line is on its way before the process can exit or crash after it, and
  // every copy of this module (platform/server.mjs, the bundles) writes whole lines to the same descriptor.
  const out = destination ?? pino.destination({ fd: 1, sync: true });
  return pino(
    {
      level,
      // Neither pid nor hostname: the platform that collects the lines knows where they came from.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    pretty ? prettyDestination(out) : out,
  );
}

/**
 * An error as pino writes it (its message followed by its causes'), typed by its name, which the
 * bundler's minifying keeps where it drops class names. An AppError is a failure the site named:
 * its code and status say what happened, its message and causes' what caused it, and a stack would
 * only repeat frames of the framework; any other error is a bug, whose stack (causes' included)
 * says where.
 * @param {unknown} error
 */
function serializeError(error) {
  const serialized = pino.stdSerializers.err(/** @type {Error} */ (error));
  if (!(error instanceof Error) || typeof serialized !== 'object' || serialized === null)
    return serialized;
  /** @type {Record<string, unknown>} */
  const { name: _name, digest: _digest, ...fields } = { ...serialized };
  if (error.name !== 'AppError') return { ...fields, type: error.name || fields.type };
  const { stack: _stack, ...named } = fields;
  return { ...named, type: 'AppError' };
}

const ROOT = Symbol.for('agency-site.log.root');
const holder = /** @type {{ [ROOT]?: { root: Logger, areas: Map<string, Logger> } }} */ (
  globalThis
);

/**
 * The process's root logger, made on first use from LOG_LEVEL (its rule in lib/env/settings.mjs,
 * which has already stopped a server on a bad value) and NODE_ENV. Kept on the global object so
 * every copy of this module in the process shares it.
 */
function shared() {
  holder[ROOT] ??= {
    root: createLogger({
      level: readLevel(process.env.LOG_LEVEL),
      pretty: process.env.NODE_ENV !== 'production',
    }),
    areas: new Map(),
  };
  return holder[ROOT];
}

/**
 * Chooses the form of this process's lines before its first, where NODE_ENV does not say it:
 * scripts/start.mjs reports for the production server it starts, in the server's form.
 * @param {{ pretty: boolean }} options
 */
export function configureLogs({ pretty }) {
  holder[ROOT] = {
    root: createLogger({ level: readLevel(process.env.LOG_LEVEL), pretty }),
    areas: new Map(),
  };
}

/** @param {string | undefined} value */
function readLevel(value) {
  return levelNamed(value) ?? 'info';
}

/**
 * The logger of one area of the site (`forms`, `api`, `server`, `cache`, …): every line it writes
 * carries `area`, and the id of the request being handled when there is one.
 * @param {string} area
 * @returns {Logger}
 */
export function log(area) {
  const { root, areas } = shared();
  let logger = areas.get(area);
  if (!logger) {
    logger = root.child({ area });
    areas.set(area, logger);
  }
  return logger;
}
