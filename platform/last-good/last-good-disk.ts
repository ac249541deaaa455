import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ByteLru } from '@/platform/cache/byte-lru.mjs';

import { log } from '../../lib/log/log.mjs';

// The last good answers on disk (last-good.ts): one file each, named by the hash of its read.

/** Writes made by this process: each writes under a temporary name of its own. */
let writes = 0;

/**
 * Answers on disk, one file each, within `maxBytes`: the files found there when the server starts
 * are counted oldest first, and the least recently used are deleted beyond the budget.
 */
export function diskStore(dir: string, maxBytes: number) {
  let index: ByteLru<true> | null = null;
  const fileOf = (key: string) => `${createHash('sha256').update(key).digest('hex')}.json`;
  const remove = (name: string) => void rm(join(dir, name), { force: true }).catch(() => undefined);

  function files(): ByteLru<true> {
    if (index) return index;
    index = new ByteLru<true>(maxBytes, { onEvict: remove });
    for (const { name, bytes } of filesByAge(dir)) {
      if (name.endsWith('.tmp')) remove(name);
      else if (!index.set(name, true, bytes)) remove(name);
    }
    return index;
  }

  return {
    read(key: string): string | undefined {
      const name = fileOf(key);
      try {
        const text = readFileSync(join(dir, name), 'utf8');
        files().get(name);
        return text;
      } catch {
        files().delete(name);
        return undefined;
      }
    },
    /**
     * Written under a name of its own, then renamed over the answer: a reader never sees half of
     * one. The folder is made anew before each try, and a write whose folder vanished meanwhile
     * (its build folder's cache deleted) is tried once more.
     */
    async write(key: string, text: string): Promise<void> {
      const name = fileOf(key);
      if (!files().set(name, true, Buffer.byteLength(text))) return remove(name);
      for (let attempt = 1; ; attempt++) {
        const temporary = join(dir, `${name}.${process.pid}-${(writes += 1)}.tmp`);
        try {
          await mkdir(dir, { recursive: true });
          await writeFile(temporary, text);
          await rename(temporary, join(dir, name));
          // Evicted while it was being written: the eviction found no file to delete.
          if (!files().has(name)) remove(name);
          return;
        } catch (error) {
          if (attempt < 2 && (error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          files().delete(name);
          remove(temporary.slice(dir.length + 1));
          log('cache').warn({ err: error }, 'could not keep a last good answer on disk');
          return;
        }
      }
    },
  };
}

/** The files of a folder with their sizes, least recently written first. */
function filesByAge(dir: string): { name: string; bytes: number }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      try {
        const stat = statSync(join(dir, name));
        return stat.isFile() ? [{ name, bytes: stat.size, at: stat.mtimeMs }] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.at - b.at);
}
