/**
 * `npm run bench`: production builds (federated + single bundle), served on the bench's own
 * loopback ports with the embedded API (infra/bench/site.ts), then for each page:
 * critical-path JS (files, raw and gzip bytes), requests, singleton copies, Lighthouse mobile and
 * desktop; the federated / single-bundle ratios; large-folder figures (frames and React commits
 * while scrolling at 4x CPU); a warm reload (what a second visit downloads); a warm route switch.
 * Results: bench/results/<timestamp>.json and bench/results/latest.md (also printed).
 *
 *   npm run bench                      # 3 runs (medians), every page
 *   npm run bench -- --runs 5          # medians of 5
 *   npm run bench -- --quick           # 1 run, fewer pages (a quick look, ~3 min)
 *   npm run bench -- --no-build        # measure the builds already in dist/ and dist-single/
 *   npm run bench -- --no-lighthouse   # network, large folder, warm reload and route switch only
 *   npm run bench -- --lighthouse-json <dir>  # also keep each Lighthouse report there
 *                                      # (<page>-<build>-<form factor>-<run>.json)
 *   npm run bench -- --save-baseline <dir>   # keep the current builds (host and remotes' dist/)
 *   npm run bench -- --pages home,activity   # only these pages (ids of PAGES below)
 *   npm run bench -- --baseline <dir>  # also measure the kept builds (cold loads, Lighthouse,
 *                                      # large folders) beside the new ones in the same run
 *   npm run bench -- --help            # this text
 * Before/after of a change: build, `--save-baseline /tmp/before`, change, then
 * `npm run bench -- --baseline /tmp/before` (the servers are the current ones for both).
 * (`npm run bench` is `node --import tsx infra/bench/run.ts`.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureAptBinary } from '../scripts/apt';
import { parseCli } from '../scripts/cli';
import { nodeArgs } from '../scripts/run';
import {
  startLighthouse,
  type FormFactor,
  type Lighthouse,
  type LighthouseRun,
} from './lighthouse';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  measureLargeFolder,
  measureLoad,
  measureRouteSwitch,
  measureWarmReload,
  type LargeFolderFigures,
  type RouteSwitch,
  type WarmReloadFigures,
} from './measure';
import { renderMarkdown } from './report';
import {
  BUILDS,
  median,
  medianOf,
  ratio,
  type BenchResult,
  type BuildFigures,
  type Compared,
  type FolderBuild,
  type LighthouseAttempt,
  type LighthouseFigures,
  type PageResult,
} from './results';
import { signIn } from './session';
import { saveBaseline, startBenchSite } from './site';

const ROOT = path.resolve(__dirname, '..', '..');
const RESULTS = path.join(ROOT, 'bench', 'results');

interface BenchPage {
  id: string;
  path: string;
  /** Critical-path gzip bar of quality-bars.md (KB). */
  bar: number;
  /** Mobile Lighthouse performance bar. */
  lhBar: number;
  /** Measured with --quick too. */
  quick?: boolean;
  /** A share page: its URL carries ?api= (see site.ts). */
  share?: boolean;
  /** Measured signed in. */
  session?: boolean;
  /** Its second visit is measured too (warm reload). */
  warm?: boolean;
}

/**
 * The measured pages; `bar` is the critical-path gzip bar of quality-bars.md (KB; a share page
 * has the share listing's), `lhBar` its mobile Lighthouse bar.
 */
export const PAGES: readonly BenchPage[] = [
  { id: 'home', path: '/', bar: 190, lhBar: 98, quick: true, warm: true },
  { id: 'activity', path: '/activity/black-friday', bar: 190, lhBar: 98 },
  { id: 'share-passcode', path: '/s/demo-passcode', share: true, bar: 210, lhBar: 98 },
  {
    id: 'share-listing',
    path: '/s/demo-public',
    share: true,
    bar: 210,
    lhBar: 96,
    quick: true,
    warm: true,
  },
  { id: 'drive', path: '/drive/all', session: true, bar: 300, lhBar: 95, quick: true },
];
const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

export interface BenchOptions {
  runs: number;
  quick: boolean;
  build: boolean;
  lighthouse: boolean;
  /** A folder of earlier builds (--save-baseline) whose large folders are measured too. */
  baseline: string | null;
  /** Only copy the current builds into this folder, and stop. */
  saveBaseline: string | null;
  /** Only these page ids (--pages home,activity); null: every page (or the quick ones). */
  pages: string[] | null;
  /** Where each Lighthouse report is kept (--lighthouse-json), or null. */
  lighthouseJson: string | null;
  help: boolean;
}

const USAGE =
  'run.ts [--runs <n>] [--quick] [--pages <id,...>] [--no-build] [--no-lighthouse] [--lighthouse-json <dir>] [--baseline <dir>] [--save-baseline <dir>] [--help] (see the header of infra/bench/run.ts)';

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseCli(
    USAGE,
    {
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      'lighthouse-json': { type: 'string' },
      baseline: { type: 'string' },
      'save-baseline': { type: 'string' },
      pages: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    argv,
  );
  const quick = Boolean(values.quick);
  return {
    // --quick means one run unless --runs says otherwise.
    runs: values.runs === undefined ? (quick ? 1 : 3) : Math.max(1, Number(values.runs) || 1),
    quick,
    build: !values['no-build'],
    lighthouse: !values['no-lighthouse'],
    baseline: typeof values.baseline === 'string' ? path.resolve(values.baseline) : null,
    saveBaseline:
      typeof values['save-baseline'] === 'string' ? path.resolve(values['save-baseline']) : null,
    pages: typeof values.pages === 'string' ? values.pages.split(',').filter(Boolean) : null,
    lighthouseJson:
      typeof values['lighthouse-json'] === 'string'
        ? path.resolve(values['lighthouse-json'])
        : null,
    help: Boolean(values.help),
  };
}

/** The commit a baseline folder was saved at (its COMMIT file), if known. */
function readCommit(dir: string): string | null {
  try {
    return fs.readFileSync(path.join(dir, 'COMMIT'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    return null;
  }
}

/** An entry that must exist (built above in the same function). */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`bench: no ${what}`);
  return value;
}

type Figures<K extends string> = Partial<Record<K, number | null>> | null | undefined;

/** One figure of both builds (medians of scores or metrics) and their ratio. */
function compare<K extends string>(a: Figures<K>, c: Figures<K>, k: K): Compared {
  return {
    federated: a ? a[k] : null,
    single: c ? c[k] : null,
    ratio: ratio(a && a[k], c && c[k]),
  };
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  if (opts.help) {
    console.log(fs.readFileSync(__filename, 'utf8').split('*/')[0]);
    return;
  }
  // The bench measures the full browser a person runs (the e2e suite uses the headless shell).
  const missing = ensureAptBinary(CHROMIUM, 'chromium', 'Chromium');
  if (missing) throw new Error(`${missing}\nor point CHROMIUM_PATH at a Chromium binary.`);
  const t0 = Date.now();
  const log = (msg: string) =>
    console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0)}s] ${msg}`);
  const pages = opts.pages
    ? PAGES.filter((p) => opts.pages?.includes(p.id))
    : opts.quick
      ? PAGES.filter((p) => p.quick)
      : PAGES;
  if (opts.saveBaseline) {
    saveBaseline(opts.saveBaseline);
    fs.writeFileSync(path.join(opts.saveBaseline, 'COMMIT'), `${gitCommit() ?? '?'}\n`);
    log(`current builds kept in ${opts.saveBaseline} (use --baseline ${opts.saveBaseline})`);
    return;
  }

  if (opts.build) {
    log('production builds (federated + single bundle)');
    execFileSync(
      process.execPath,
      [...nodeArgs(path.join(ROOT, 'infra/scripts/build-all.ts')), '--single'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
  }

  const site = await startBenchSite({ baseline: opts.baseline ?? undefined });
  /** The builds whose large folders are measured: the baseline too when there is one. */
  const folderBuilds: FolderBuild[] = site.origins.baseline ? [...BUILDS, 'baseline'] : [...BUILDS];
  const folderOrigin = (b: FolderBuild) =>
    b === 'baseline' ? must(site.origins.baseline, 'baseline origin') : site.origins[b];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let lh: Lighthouse | null = null;
  const result: BenchResult = {
    startedAt: new Date(t0).toISOString(),
    commit: gitCommit(),
    machine: { cpus: os.cpus().length, node: process.version },
    options: {
      runs: opts.runs,
      quick: opts.quick,
      lighthouse: opts.lighthouse,
      ...(opts.baseline ? { baseline: opts.baseline } : {}),
    },
    baselineCommit: opts.baseline ? readCommit(opts.baseline) : undefined,
    usable:
      'h1 visible, content slot not loading, then 500 ms without network (networkidle); ' +
      'critical-path JS = every JS response finished by then',
    pages: {},
    largeFolder: {},
    routeSwitch: {},
  };
  try {
    const session = await signIn(
      must(site.origins.api[0], 'API origin'),
      site.origins.federated,
    ).catch((err: Error) => {
      log(`sign-in failed (${err.message}): the drive is measured signed out`);
      return null;
    });
    const api = must(site.origins.api[0], 'API origin');
    /** Share URLs carry ?api= until the host configures the platform (see site.ts). */
    const pageUrl = (build: FolderBuild, p: BenchPage) =>
      `${folderOrigin(build)}${p.path}${p.share ? `?api=${encodeURIComponent(api)}` : ''}`;
    /** A page's figures of one build (the baseline's are made when it is measured). */
    const figures = (page: PageResult, b: FolderBuild): BuildFigures =>
      b === 'baseline' ? (page.baseline ??= { loads: [], lighthouse: {} }) : page[b];

    // Network: cold loads, builds interleaved so both see the same machine state.
    for (const p of pages) {
      const page: PageResult = {
        path: p.path,
        bar: p.bar,
        lhBar: p.lhBar,
        signedIn: false,
        federated: { loads: [], lighthouse: {} },
        single: { loads: [], lighthouse: {} },
      };
      result.pages[p.id] = page;
      const useSession = p.session && session ? session : undefined;
      page.signedIn = Boolean(useSession);
      for (let r = 0; r < opts.runs; r++) {
        for (const b of folderBuilds) {
          const load = await measureLoad(browser, pageUrl(b, p), { session: useSession });
          figures(page, b).loads.push(load);
        }
      }
      for (const b of folderBuilds) {
        const f = figures(page, b);
        const loads = f.loads;
        const last = must(loads[loads.length - 1], 'load');
        f.load = medianOf(loads.map(({ js: _js, h1: _h1, ...rest }) => rest));
        f.files = (last.js ?? []).map((j) => ({
          file: j.url.replace(/^https?:\/\/[^/]+/, (o) => (o === folderOrigin(b) ? '' : o)),
          raw: j.raw,
          gzip: j.gzip,
        }));
        f.h1 = last.h1;
        for (const l of loads) delete l.js;
      }
      const kbOf = (v: number | null | undefined) =>
        typeof v === 'number' ? (v / 1024).toFixed(1) : '?';
      log(
        `${p.id}: federated ${kbOf(page.federated.load?.jsGzip)} KB gz in ${page.federated.load?.jsFiles} JS files, ` +
          `single ${kbOf(page.single.load?.jsGzip)} KB gz`,
      );
    }

    // Large folder (share page, 10,000 files) and warm route switch. Builds interleaved run by
    // run, so the baseline and the new build see the same machine state.
    const folderLog = (
      what: string,
      b: FolderBuild,
      m: ReturnType<typeof medianOf<LargeFolderFigures>>,
    ) =>
      log(
        `${what} (${b}): data->rows ${m?.dataToRowsMs} ms, ${m?.domRows} rows in the DOM, ` +
          `scrolling: ${m?.scroll?.longFrames} frames > 50 ms of ${m?.scroll?.frames}, ` +
          `${m?.scroll?.commits} React commits`,
      );
    {
      const path = '/s/demo-big/big-folder';
      const runs = new Map<FolderBuild, LargeFolderFigures[]>(folderBuilds.map((b) => [b, []]));
      for (let r = 0; r < Math.min(opts.runs, 3); r++)
        for (const b of folderBuilds)
          runs
            .get(b)!
            .push(
              await measureLargeFolder(
                browser,
                `${folderOrigin(b)}${path}?api=${encodeURIComponent(api)}`,
              ),
            );
      for (const b of folderBuilds) {
        const m = medianOf(runs.get(b)!);
        result.largeFolder[b] = { path, runs: runs.get(b)!, median: m };
        folderLog('large folder', b, m);
      }
    }
    // The drive's 100,000-item folder (signed in, list view, name order).
    result.driveFolder = {};
    if (session) {
      const path = '/drive/all/demo-drive-big?view=list&order=name_asc';
      const runs = new Map<FolderBuild, LargeFolderFigures[]>(folderBuilds.map((b) => [b, []]));
      for (let r = 0; r < Math.min(opts.runs, 3); r++)
        for (const b of folderBuilds)
          runs.get(b)!.push(
            await measureLargeFolder(browser, `${folderOrigin(b)}${path}`, {
              folderId: 'demo-drive-big',
              apiPath: '/drive/v1/files',
              // Seeded names: two words, a unique 6-digit number, an extension (infra/api/src/db/seed).
              rowName: '\\S+ \\S+ \\d{6}\\.\\w+',
              session,
              scrollSteps: 60,
            }),
          );
      for (const b of folderBuilds) {
        const m = medianOf(runs.get(b)!);
        result.driveFolder[b] = { path, runs: runs.get(b)!, median: m };
        folderLog('drive folder', b, m);
      }
    }
    // Warm reload: a second visit of the pages marked `warm`.
    result.warmReload = {};
    for (const p of pages.filter((x) => x.warm)) {
      const figures: NonNullable<BenchResult['warmReload']>[string] = {};
      result.warmReload[p.id] = figures;
      for (const b of BUILDS) {
        const runs: WarmReloadFigures[] = [];
        for (let r = 0; r < Math.min(opts.runs, 3); r++)
          runs.push(
            await measureWarmReload(browser, pageUrl(b, p), {
              apiOrigins: site.origins.api,
              session: p.session && session ? session : undefined,
            }),
          );
        figures[b] = { path: p.path, runs, median: medianOf(runs) };
        const m = figures[b]?.median;
        log(
          `warm reload ${p.id} (${b}): ${m?.requests} requests, ${m?.fromCache} from cache, ` +
            `${m?.notModified} 304, ${m?.downloaded} downloaded (${m?.bytes} B)`,
        );
      }
    }
    const switches: (RouteSwitch & { id: string })[] = [
      {
        id: 'activity->marketing',
        from: '/activity/black-friday',
        to: '/',
        linkHref: '/',
        toRemote: 'mfe_marketing',
      },
    ];
    for (const s of switches) {
      const figures: BenchResult['routeSwitch'][string] = {};
      result.routeSwitch[s.id] = figures;
      for (const b of BUILDS) {
        const samples = await measureRouteSwitch(browser, site.origins[b], {
          ...s,
          times: opts.quick ? 3 : 5,
        }).catch((err: Error) => ({ error: err.message }));
        if (Array.isArray(samples)) {
          const m = median(samples);
          figures[b] = {
            samples: samples.map(Math.round),
            medianMs: m === null ? null : Math.round(m),
          };
        } else figures[b] = samples;
      }
      log(`route switch ${s.id}: ${JSON.stringify(figures)}`);
    }

    // Lighthouse: mobile and desktop, builds interleaved, median of the runs.
    if (opts.lighthouse) {
      lh = await startLighthouse();
      for (const p of pages) {
        const page = must(result.pages[p.id], `page ${p.id}`);
        const useSession = p.session && session ? session : undefined;
        for (const ff of FORM_FACTORS) {
          const runs: Record<FolderBuild, LighthouseAttempt[]> = {
            federated: [],
            single: [],
            baseline: [],
          };
          for (let r = 0; r < opts.runs; r++) {
            for (const b of folderBuilds) {
              const one = await lh
                .run(pageUrl(b, p), {
                  formFactor: ff,
                  session: useSession,
                  origin: folderOrigin(b),
                  ...(opts.lighthouseJson
                    ? { saveReport: path.join(opts.lighthouseJson, `${p.id}-${b}-${ff}-${r}.json`) }
                    : {}),
                })
                .catch((err: Error) => ({ error: err.message }));
              runs[b].push(one);
            }
          }
          for (const b of folderBuilds) {
            const ok = runs[b].filter((x): x is LighthouseRun => !('error' in x));
            const lhFigures: LighthouseFigures = {
              runs: runs[b],
              scores: medianOf(ok.map((x) => x.scores)),
              metrics: medianOf(ok.map((x) => x.metrics)),
              failing: ok[ok.length - 1]?.failing ?? [],
            };
            figures(page, b).lighthouse[ff] = lhFigures;
          }
          const fm = page.federated.lighthouse[ff]?.scores;
          const sm = page.single.lighthouse[ff]?.scores;
          log(
            `lighthouse ${ff} ${p.id}: performance ${fm && fm.performance} (single ${sm && sm.performance})`,
          );
        }
      }
    }

    // Ratios federated / single.
    for (const p of pages) {
      const page = must(result.pages[p.id], `page ${p.id}`);
      const f = page.federated;
      const s = page.single;
      const delta = (a: unknown, b: unknown) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : null;
      /** Lighthouse figures of both builds for one form factor. */
      const lighthouseRatios = (ff: FormFactor) => {
        const a = f.lighthouse[ff];
        const c = s.lighthouse[ff];
        return {
          performance: compare(a?.scores, c?.scores, 'performance'),
          fcp: compare(a?.metrics, c?.metrics, 'fcp'),
          lcp: compare(a?.metrics, c?.metrics, 'lcp'),
          tbt: compare(a?.metrics, c?.metrics, 'tbt'),
          cls: compare(a?.metrics, c?.metrics, 'cls'),
        };
      };
      page.ratio = {
        jsGzip: ratio(f.load?.jsGzip, s.load?.jsGzip),
        jsRaw: ratio(f.load?.jsRaw, s.load?.jsRaw),
        jsFiles: ratio(f.load?.jsFiles, s.load?.jsFiles),
        jsFilesDelta: delta(f.load?.jsFiles, s.load?.jsFiles),
        requests: ratio(f.load?.requests, s.load?.requests),
        requestsDelta: delta(f.load?.requests, s.load?.requests),
        lighthouse: { mobile: lighthouseRatios('mobile'), desktop: lighthouseRatios('desktop') },
      };
    }
  } finally {
    if (lh) await lh.close();
    await browser.close();
    await site.close();
  }

  result.durationSec = Math.round((Date.now() - t0) / 1000);
  fs.mkdirSync(RESULTS, { recursive: true });
  const stamp = result.startedAt.replace(/[:.]/g, '-');
  const file = path.join(RESULTS, `${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  const md = renderMarkdown(result);
  fs.writeFileSync(path.join(RESULTS, 'latest.md'), md);
  console.log(`\n${md}`);
  console.log(`Results: ${path.relative(ROOT, file)} and bench/results/latest.md`);
}

if (require.main === module) {
  main().catch((err: Error) => {
    console.error(`bench failed: ${err && err.stack ? err.stack : err}`);
    process.exit(1);
  });
}
