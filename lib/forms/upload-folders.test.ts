// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, utimesSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { newUploadFolder, sweepUploadFolders } from './upload-folders';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'upload-folders-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

describe('upload folders', () => {
  it('are named after the process that made them', async () => {
    expect(basename(await newUploadFolder(root))).toMatch(
      new RegExp(`^agency-upload-${process.pid}-`),
    );
  });

  it("are swept at start when their process is gone, never a live process's", async () => {
    const crashed = join(root, `agency-upload-${endedPid()}-abc123`);
    const live = join(root, `agency-upload-${process.ppid}-def456`);
    const unowned = join(root, 'agency-upload-ghi789');
    const recent = join(root, 'agency-upload-jkl012');
    const other = join(root, 'something-else');
    for (const dir of [crashed, live, unowned, recent, other]) mkdirSync(dir);
    const hoursAgo = (Date.now() - 2 * 60 * 60_000) / 1000;
    utimesSync(unowned, hoursAgo, hoursAgo);

    expect(await sweepUploadFolders(root)).toBe(2);
    expect([crashed, live, unowned, recent, other].map((dir) => existsSync(dir))).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  it("sweeps those named after this very process, which it has not made yet (a container's restart)", async () => {
    const mine = join(root, `agency-upload-${process.pid}-abc123`);
    mkdirSync(mine);
    expect(await sweepUploadFolders(root)).toBe(1);
    expect(existsSync(mine)).toBe(false);
  });
});
