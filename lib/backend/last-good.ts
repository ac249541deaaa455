import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The last good answer of each cached back-end read, kept so that an outage never turns a page
// that was served before into an error page: when the panel expires a tag during an outage (or a
// page's data expired and cannot be read again), the page is rebuilt from these.
//
// Answers are kept as JSON text in memory (least recently used first out, within a byte budget)
// and on disk, so a restarted server still has them. The keys are bounded by the back-end's
// content: a read that failed or found nothing is never kept.
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

type Options = { maxBytes?: number; dir?: string | null };

export function createLastGood({ maxBytes = DEFAULT_MAX_BYTES, dir = null }: Options = {}) {
  const entries = new Map<string, string>();
  let bytes = 0;

  const fileOf = (key: string) => (dir ? join(dir, `${createHash('sha256').update(key).digest('hex')}.json`) : null);

  function forget(key: string) {
    const text = entries.get(key);
    if (text === undefined) return;
    entries.delete(key);
    bytes -= text.length;
  }

  function keep(key: string, text: string) {
    forget(key);
    if (text.length > maxBytes) return;
    entries.set(key, text);
    bytes += text.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  async function persist(file: string, text: string) {
    try {
      mkdirSync(dir ?? '.', { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, text);
      await rename(temporary, file);
    } catch (error) {
      console.warn(`[cache] could not keep a last good answer on disk: ${error instanceof Error ? error.message : error}`);
    }
  }

  return {
    remember(key: string, value: unknown): void {
      const text = JSON.stringify(value);
      if (text === undefined || entries.get(key) === text) return;
      keep(key, text);
      const file = fileOf(key);
      if (file) void persist(file, text);
    },
    recall<T>(key: string): T | undefined {
      let text = entries.get(key);
      if (text === undefined) {
        const file = fileOf(key);
        if (!file) return undefined;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          return undefined;
        }
      }
      // Touch: a read served again stays longer.
      keep(key, text);
      return JSON.parse(text) as T;
    },
    get size() {
      return entries.size;
    },
  };
}

// Beside Next's data cache in the build folder; deleting that folder starts afresh.
export const lastGood = createLastGood({ dir: join(process.env.NEXT_DIST_DIR ?? '.next', 'cache', 'last-good') });
