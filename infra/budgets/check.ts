/**
 * Size budgets (part of `npm test`, after the production builds). Sizes are deterministic, so
 * this is a test: exit 1 with a table when anything is over budget. Raising a budget is a
 * deliberate commit to infra/budgets/budgets.json (`--update` rewrites the budgets as the
 * current size plus the margin; review the diff before committing it).
 *   node --import tsx infra/budgets/check.ts [--update]
 *
 * Figures (gzip level 9, as the static servers send them):
 *  - entries: host main.js, each remote's remoteEntry.js, each remote's exposed chunk(s);
 *  - routes: the critical-path JS of a route as computed from the builds' build-stats.json:
 *    host main.js + every host chunk except other locales' messages and consume fallbacks
 *    (bootstrap, shell, the singletons it provides) + the remote's remoteEntry.js + its exposed chunk(s) + the remote's chunks providing
 *    singletons the host does not provide + the route's page chunk(s). (The bench measures the
 *    same in Chromium; the two agree to within a chunk or two.)
 * The "bar" column is the quality-bars.md target, for reporting; the budget is what fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_DIRS } from '../config/apps';
import { isOnDemandChunk } from '../presets/chunk-names';
import type { BuildStats } from '../presets/webpack.preset';
import { parseCli } from '../scripts/cli';

type Chunk = BuildStats['chunks'][number];

/** budgets.json. */
interface Budgets {
  description: string;
  marginPercent: number;
  /** "host main.js", "<container> remoteEntry.js", "<container> exposed lifecycles". */
  entries: Record<string, { budget?: number; barKB?: number }>;
  routes: Record<string, RouteBudget>;
}

interface RouteBudget {
  /** Container name of the remote that renders the route. */
  remote: string;
  /** Names of the route's page chunks in that remote's build. */
  pageChunks?: string[];
  barKB?: number;
  budget?: number;
}

/** Current figures, keyed like budgets.json. */
export interface Figures {
  entries: Record<string, number>;
  routes: Record<string, { bytes: number; files: number }>;
}

const ROOT = path.resolve(__dirname, '..', '..');
const BUDGETS = path.join(__dirname, 'budgets.json');

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function readStats(app: string): BuildStats {
  const file = path.join(ROOT, app, 'dist', 'build-stats.json');
  if (!fs.existsSync(file))
    throw new Error(`${app}/dist/build-stats.json missing: run "npm run build"`);
  // Written by the preset's BuildStatsPlugin (infra/presets/webpack.preset.ts).
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildStats;
}

/** The folder of a remote, by container name. */
function dirOf(remote: string): string {
  const dir = REMOTE_DIRS[remote];
  if (!dir) throw new Error(`no remote named ${remote} in infra/config/apps.json`);
  return dir;
}

const jsOf = (chunk: Chunk) => chunk.files.filter((f) => f.endsWith('.js'));
/** A chunk that provides a shared singleton (origin "provide shared module ... = path"). */
const provides = (chunk: Chunk): string[] =>
  chunk.origins.flatMap((o) => {
    const m = /provide shared module \(default\) (\S+)@/.exec(o.module || '');
    return m?.[1] ? [m[1]] : [];
  });

interface HostFiles {
  files: string[];
  /** Singletons the host provides. */
  provided: Set<string>;
}

function hostFiles(): HostFiles {
  const stats = readStats('host');
  const files = new Set((stats.entrypoints.main ?? []).filter((f) => f.endsWith('.js')));
  const provided = new Set<string>();
  for (const c of stats.chunks) {
    provides(c).forEach((name) => provided.add(name));
    // Everything but the chunks loaded only when needed (chunk-names.ts) and consume fallbacks
    // (never used: the host's own provided copy wins) is on every route's path: bootstrap,
    // shell, singletons.
    const lang = c.names.some(isOnDemandChunk);
    const fallbackOnly = c.origins.every((o) => /^consume shared module/.test(o.module || ''));
    if (!lang && !fallbackOnly) jsOf(c).forEach((f) => files.add(f));
  }
  return { files: [...files].map((f) => path.join(ROOT, 'host', 'dist', f)), provided };
}

function remoteParts(remote: string) {
  const dir = dirOf(remote);
  const stats = readStats(dir);
  const abs = (f: string) => path.join(ROOT, dir, 'dist', f);
  const expose = stats.chunks
    .filter((c) => c.origins.some((o) => /exposes\/lifecycles/.test(o.request || '')))
    .flatMap(jsOf);
  return { dir, stats, abs, entry: abs('remoteEntry.js'), expose: expose.map(abs) };
}

function routeFiles(route: RouteBudget, host: HostFiles): string[] {
  const r = remoteParts(route.remote);
  const files = new Set([...host.files, r.entry, ...r.expose]);
  for (const c of r.stats.chunks) {
    const p = provides(c);
    if (p.length && p.some((name) => !host.provided.has(name)))
      jsOf(c).forEach((f) => files.add(r.abs(f)));
    if ((route.pageChunks || []).some((n) => c.names.includes(n)))
      jsOf(c).forEach((f) => files.add(r.abs(f)));
  }
  return [...files];
}

/** Current figures, keyed like budgets.json. */
export function measure(budgets: Pick<Budgets, 'routes'>): Figures {
  const host = hostFiles();
  const entries: Record<string, number> = {
    'host main.js': gz(path.join(ROOT, 'host', 'dist', 'main.js')),
  };
  for (const remote of Object.keys(REMOTE_DIRS)) {
    const r = remoteParts(remote);
    entries[`${remote} remoteEntry.js`] = gz(r.entry);
    entries[`${remote} exposed lifecycles`] = r.expose.reduce((a, f) => a + gz(f), 0);
  }
  const routes: Figures['routes'] = {};
  for (const [id, route] of Object.entries(budgets.routes)) {
    const files = routeFiles(route, host);
    const missing = (route.pageChunks || []).filter(
      (n) => !readStats(dirOf(route.remote)).chunks.some((c) => c.names.includes(n)),
    );
    if (missing.length) throw new Error(`route ${id}: no chunk named ${missing.join(', ')}`);
    routes[id] = { bytes: files.reduce((a, f) => a + gz(f), 0), files: files.length };
  }
  return { entries, routes };
}

const kb = (b: number) => (b / 1024).toFixed(1);

function main(argv = process.argv.slice(2)) {
  const { values } = parseCli(
    'check.ts [--update]',
    { update: { type: 'boolean', default: false } },
    argv,
  );
  // The checked-in budgets file (shape above).
  const budgets = JSON.parse(fs.readFileSync(BUDGETS, 'utf8')) as Budgets;
  const now = measure(budgets);
  const margin = budgets.marginPercent / 100;
  if (values.update) {
    const up = (b: number) => Math.ceil((b * (1 + margin)) / 1024) * 1024;
    for (const [k, v] of Object.entries(now.entries))
      budgets.entries[k] = { ...budgets.entries[k], budget: up(v) };
    for (const [k, v] of Object.entries(now.routes)) {
      const route = budgets.routes[k];
      if (route) route.budget = up(v.bytes);
    }
    fs.writeFileSync(BUDGETS, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log('budgets.json updated to the current sizes plus the margin: review and commit.');
    return;
  }
  const rows: string[][] = [];
  let failed = 0;
  const row = (
    kind: string,
    name: string,
    bytes: number,
    budget: number | undefined,
    bar: number | undefined,
    files?: number,
  ) => {
    const over = typeof budget !== 'number' || bytes > budget;
    if (over) failed++;
    rows.push([
      kind,
      name,
      kb(bytes),
      typeof budget === 'number' ? kb(budget) : 'none',
      typeof bar === 'number' ? (bytes / 1024 <= bar ? `${bar} ok` : `${bar} over`) : '',
      String(files ?? ''),
      over ? 'OVER BUDGET' : 'ok',
    ]);
  };
  for (const [k, v] of Object.entries(now.entries)) {
    const b = budgets.entries[k] || {};
    row('entry', k, v, b.budget, b.barKB);
  }
  for (const [k, v] of Object.entries(now.routes)) {
    const b = budgets.routes[k];
    row('route', k, v.bytes, b?.budget, b?.barKB, v.files);
  }
  const head = ['kind', 'name', 'gzip KB', 'budget KB', 'bar KB', 'files', 'status'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r: string[]) => r.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(head));
  rows.forEach((r) => console.log(line(r)));
  if (failed) {
    console.error(
      `\n${failed} size budget(s) exceeded. Shrink the code, or raise the budget in ` +
        'infra/budgets/budgets.json in a deliberate commit ' +
        '(node --import tsx infra/budgets/check.ts --update).',
    );
    process.exit(1);
  }
  console.log('\nAll size budgets met.');
}

if (require.main === module) {
  try {
    main();
  } catch (err) {
    console.error(`size budgets: ${(err as Error).message}`);
    process.exit(1);
  }
}
