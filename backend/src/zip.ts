import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

import type { AppContext } from './context.js';
import { HttpError, notFound } from './http.js';
import { compoFiles, talentExists } from './repo/talents.js';

/** Builds (or reuses) a real zip of a talent's composite images and answers its /storage/ path. */
export async function compositeZip(
  ctx: AppContext,
  talentId: number,
  ids: number[],
): Promise<string> {
  if (!talentExists(ctx.db, talentId)) throw notFound('Talent not found.');
  const files = compoFiles(ctx.db, talentId, ids);
  if (files.length === 0) throw new HttpError(422, 'No composite items to download.');
  const storage = path.join(ctx.config.dataDir, 'storage');
  const hash = createHash('sha256')
    .update(`${talentId}:${files.map((f) => f.id).join(',')}`)
    .digest('hex')
    .slice(0, 20);
  const relative = `/storage/zips/${talentId}-${hash}.zip`;
  const target = path.join(storage, relative.replace('/storage/', ''));
  if (!fs.existsSync(target)) {
    const entries: Record<string, Uint8Array> = {};
    files.forEach((file, index) => {
      entries[`${String(index + 1).padStart(2, '0')}-${path.basename(file.file)}`] =
        fs.readFileSync(path.join(storage, file.file.replace('/storage/', '')));
    });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // JPEGs are already compressed: store them.
    fs.writeFileSync(`${target}.tmp`, zipSync(entries, { level: 0 }));
    fs.renameSync(`${target}.tmp`, target);
  }
  return relative;
}
