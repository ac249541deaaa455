import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

// The folder-level graph of lib/ (docs/architecture.md, "Layers and folders"): a node is a folder
// under lib/, or a module at its top (lib/seo.ts is `seo`). Test files are left out: nothing
// imports a test, so a test reaching up to a module that uses its own folder makes no cycle.

export type Edge = { from: string; to: string; file: string; specifier: string };

const SOURCE = /\.(?:ts|tsx|mjs|js)$/;
const TEST = /\.test\.(?:ts|tsx|mjs|js)$/;
// Static imports and re-exports (type-only ones too: they are a dependency all the same), dynamic
// imports and requires.
const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The source files under `dir`, tests left out, relative to `root`. */
export function libSources(root: string, dir = join(root, 'lib')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return libSources(root, path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** Every module specifier a source text names. */
export function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIERS)].flatMap((match) =>
    [match[1], match[2], match[3]].filter((value) => value !== undefined),
  );
}

/** The lib/ node a path relative to the project is in, or null outside lib/. */
export function nodeOf(path: string): string | null {
  const parts = path.split(sep).join('/').split('/');
  if (parts[0] !== 'lib' || parts.length < 2) return null;
  const first = parts[1] ?? '';
  return parts.length > 2 ? first : first.replace(/\.[^.]+$/, '');
}

/** The edges between different lib/ nodes that `files` (path → text) make. */
export function libEdges(files: ReadonlyMap<string, string>): Edge[] {
  return [...files].flatMap(([file, text]) => {
    const from = nodeOf(file);
    if (from === null) return [];
    return specifiers(text).flatMap((specifier) => {
      const target = targetOf(file, specifier);
      const to = target === null ? null : nodeOf(target);
      return to === null || to === from ? [] : [{ from, to, file, specifier }];
    });
  });
}

/** The path relative to the project a specifier names, or null for a package or a Node module. */
export function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  return relative(resolve('/'), resolve('/', file, '..', specifier));
}

/**
 * Cycles among the nodes, each as its chain of edges: for every node that no cycle named so far
 * passes through, a shortest cycle back to it, if there is one.
 */
export function cycles(edges: readonly Edge[]): Edge[][] {
  const out = new Map<string, Edge[]>();
  for (const edge of edges) out.set(edge.from, [...(out.get(edge.from) ?? []), edge]);
  const found: Edge[][] = [];
  const settled = new Set<string>();
  for (const start of [...out.keys()].sort()) {
    if (settled.has(start)) continue;
    const path = pathBack(start, start, out);
    if (path) {
      found.push(path);
      for (const edge of path) settled.add(edge.from);
    }
  }
  return found;
}

// A shortest chain of edges from `from` to `to` (breadth first), or null.
function pathBack(from: string, to: string, out: ReadonlyMap<string, Edge[]>): Edge[] | null {
  const queue: { node: string; path: Edge[] }[] = [{ node: from, path: [] }];
  const seen = new Set<string>();
  for (let item = queue.shift(); item; item = queue.shift()) {
    for (const edge of out.get(item.node) ?? []) {
      const path = [...item.path, edge];
      if (edge.to === to) return path;
      if (seen.has(edge.to)) continue;
      seen.add(edge.to);
      queue.push({ node: edge.to, path });
    }
  }
  return null;
}

/** A cycle as one line: each node, and the import that leads on from it. */
export function describeCycle(cycle: readonly Edge[]): string {
  return cycle
    .map((edge) => `${edge.from} → ${edge.to} (${edge.file} imports '${edge.specifier}')`)
    .join(', ');
}

/** The project's lib/ files, read. */
export function readLib(root: string): Map<string, string> {
  return new Map(libSources(root).map((file) => [file, readFileSync(join(root, file), 'utf8')]));
}
