/**
 * Import cycles in the house's TypeScript, type-only and dynamic imports included (issue 34).
 * ESLint's `import-x/no-cycle` (eslint.config.mjs) refuses value cycles in the editor, but it
 * skips `import type` by design; a cycle of types is still two modules a reader cannot take
 * apart, so this check, run by `npm run lint`, refuses those too. It reads each file's imports
 * with TypeScript's pre-processor (no type check: about a second for the whole house) and
 * follows relative specifiers only: a package never imports an app (lint zones), so a cycle
 * lives inside one package.
 *
 *   node --import tsx infra/lint/cycles.ts   # prints each cycle, exits 1 if there is one
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');
/** The folders whose sources are checked (tests and e2e specs included). */
const PACKAGES = [
  'shared-libs',
  'host',
  'mfe-marketing',
  'mfe-share',
  'mfe-drive',
  'mfe-activity',
  'infra',
];
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results']);
const SOURCE = /\.tsx?$/;

function sourcesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('dist-') || entry.name.startsWith('.')) {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourcesUnder(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names (`.js` written for `.ts` included), or undefined. */
function resolveRelative(from: string, spec: string, exists: (f: string) => boolean) {
  const base = path.resolve(path.dirname(from), spec);
  const bare = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const stem of bare === base ? [base] : [base, bare]) {
    for (const ext of CANDIDATES) {
      const f = stem + ext;
      if (SOURCE.test(f) && exists(f)) return f;
    }
  }
  return undefined;
}

/** The import graph of the given sources: file -> files it imports (static, type or dynamic). */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const exists = (f: string) => sources.has(f);
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .filter((i) => i.fileName.startsWith('.'))
      .map((i) => resolveRelative(file, i.fileName, exists))
      .filter((f): f is string => f !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle of the graph, one per strongly connected component (Tarjan), as a file path. */
export function findCycles(graph: ReadonlyMap<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) components.push(component.reverse());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return components;
}

/** The house's sources, read from disk. */
export function houseSources(root = ROOT): Map<string, string> {
  const files = PACKAGES.map((p) => path.join(root, p))
    .filter((dir) => existsSync(dir) && statSync(dir).isDirectory())
    .flatMap((dir) => sourcesUnder(dir));
  return new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
}

if (require.main === module) {
  const t0 = Date.now();
  const sources = houseSources();
  const cycles = findCycles(importGraph(sources));
  for (const cycle of cycles) {
    console.error(`✖ import cycle among: ${cycle.map((f) => path.relative(ROOT, f)).join(', ')}`);
  }
  const ms = Date.now() - t0;
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): move what the modules share into its own.`);
    process.exit(1);
  }
  console.log(`No import cycle in ${sources.size} files (${ms} ms).`);
}
