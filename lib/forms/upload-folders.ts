import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Applications' photos wait in a temporary folder per request (lib/forms/multipart.ts), removed
// when the request ends. A process that crashes, or is killed before its stop's grace ends, leaves
// its folders behind: each is named after its process, so the next start can tell them from those
// of instances still running beside it on the same machine.
const PREFIX = 'agency-upload-';
// A folder of an earlier version, without a process id: no request lasts this long.
const UNOWNED_AGE_MS = 60 * 60_000;

/** A new folder for one request's files, named after this process. */
export function newUploadFolder(root = tmpdir()): Promise<string> {
  return mkdtemp(join(root, `${PREFIX}${process.pid}-`));
}

/**
 * Removes the upload folders no running process owns: those of a process that is gone, and those
 * named after this process's id, which it has not made yet (a container restarted with the same
 * id). Answers how many it removed.
 */
export async function sweepUploadFolders(root = tmpdir(), now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(root).catch(() => [])) {
    if (!name.startsWith(PREFIX)) continue;
    const path = join(root, name);
    const owner = /^(\d+)-/.exec(name.slice(PREFIX.length))?.[1];
    const left = owner
      ? Number(owner) === process.pid || !isAlive(Number(owner))
      : now - (await stat(path).catch(() => ({ mtimeMs: now }))).mtimeMs > UNOWNED_AGE_MS;
    if (!left) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
