import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every app/api route answers through the pipeline (lib/api/pipeline.ts): a route written with its
// own try/catch would skip its checks, its body bounds and its one way of answering failures.

const HANDLER =
  /^export (?:async )?(?:function|const) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b.*$/gm;
const THROUGH_PIPELINE = /^export const [A-Z]+ = (?:apiRoute|formRoute)\b/;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name))
      : entry.name === 'route.ts'
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the API routes', () => {
  const files = routeFiles('app/api');

  it('are found', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s exports only handlers made by apiRoute or formRoute', (file) => {
    const handlers = readFileSync(file, 'utf8').match(HANDLER) ?? [];
    expect(handlers.length).toBeGreaterThan(0);
    for (const line of handlers) expect(line).toMatch(THROUGH_PIPELINE);
  });
});
