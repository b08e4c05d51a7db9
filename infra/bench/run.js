#!/usr/bin/env node
'use strict';
/**
 * `npm run bench`: production builds (federated + single bundle), served on the bench's own
 * loopback ports with the embedded API (infra/bench/site.js), then for each page:
 * critical-path JS (files, raw and gzip bytes), requests, singleton copies, Lighthouse mobile and
 * desktop; the federated / single-bundle ratios; large-folder figures; a warm route switch.
 * Results: bench/results/<timestamp>.json and bench/results/latest.md (also printed).
 *
 *   npm run bench                      # 3 runs (medians), every page
 *   npm run bench -- --runs 5          # medians of 5
 *   npm run bench -- --quick           # 1 run, fewer pages (a quick look, ~3 min)
 *   npm run bench -- --no-build        # measure the builds already in dist/ and dist-single/
 *   npm run bench -- --no-lighthouse   # network, large folder and route switch only
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { startBenchSite } = require('./site');
const {
  CHROMIUM,
  CHROMIUM_ARGS,
  measureLoad,
  measureLargeFolder,
  measureRouteSwitch,
} = require('./measure');
const { startLighthouse } = require('./lighthouse');
const { renderMarkdown } = require('./report');
const { signIn } = require('./session');

const ROOT = path.resolve(__dirname, '..', '..');
const RESULTS = path.join(ROOT, 'bench', 'results');

/** The measured pages; `bar` is the critical-path gzip bar of quality-bars.md (KB). */
const PAGES = [
  { id: 'home', path: '/', bar: 120, lhBar: 98, quick: true },
  { id: 'activity', path: '/activity/black-friday', bar: 120, lhBar: 98 },
  { id: 'share-passcode', path: '/s/demo-passcode', share: true, bar: 170, lhBar: 98 },
  { id: 'share-listing', path: '/s/demo-public', share: true, bar: 170, lhBar: 98, quick: true },
  { id: 'drive', path: '/drive/all', session: true, bar: 300, lhBar: 90, quick: true },
];
const BUILDS = ['federated', 'single'];

function parseArgs(argv) {
  const o = { runs: 3, quick: false, build: true, lighthouse: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') o.runs = Math.max(1, Number(argv[++i]) || 1);
    else if (a.startsWith('--runs=')) o.runs = Math.max(1, Number(a.slice(7)) || 1);
    else if (a === '--quick') o.quick = true;
    else if (a === '--no-build') o.build = false;
    else if (a === '--no-lighthouse') o.lighthouse = false;
    else if (a === '--help' || a === '-h') o.help = true;
    else throw new Error(`unknown option ${a} (see the header of infra/bench/run.js)`);
  }
  if (o.quick && !argv.some((a) => a.startsWith('--runs'))) o.runs = 1;
  return o;
}

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Median of every numeric leaf of a list of same-shaped objects. */
function medianOf(objs) {
  const first = objs.find(Boolean);
  if (!first) return null;
  const out = {};
  for (const [k, v] of Object.entries(first)) {
    if (typeof v === 'number') out[k] = median(objs.map((o) => o && o[k]));
    else if (v && typeof v === 'object' && !Array.isArray(v))
      out[k] = medianOf(objs.map((o) => o && o[k]));
  }
  return out;
}

const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b ? a / b : null);

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    return null;
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log(fs.readFileSync(__filename, 'utf8').split('*/')[0]);
    return;
  }
  const t0 = Date.now();
  const log = (msg) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0)}s] ${msg}`);
  const pages = opts.quick ? PAGES.filter((p) => p.quick) : PAGES;

  if (opts.build) {
    log('production builds (federated + single bundle)');
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'infra/scripts/build-all.ts'), '--single'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
  }

  const site = await startBenchSite();
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let lh = null;
  const result = {
    startedAt: new Date(t0).toISOString(),
    commit: gitCommit(),
    machine: { cpus: require('node:os').cpus().length, node: process.version },
    options: { runs: opts.runs, quick: opts.quick, lighthouse: opts.lighthouse },
    usable:
      'h1 visible, content slot not loading, then 500 ms without network (networkidle); ' +
      'critical-path JS = every JS response finished by then',
    pages: {},
    largeFolder: {},
    routeSwitch: {},
  };
  try {
    const session = await signIn(site.origins.api[0], site.origins.federated).catch((err) => {
      log(`sign-in failed (${err.message}): the drive is measured signed out`);
      return null;
    });
    const api = site.origins.api[0];
    /** Share URLs carry ?api= until the host configures the platform (see site.js). */
    const pageUrl = (build, p) =>
      `${site.origins[build]}${p.path}${p.share ? `?api=${encodeURIComponent(api)}` : ''}`;

    // Network: cold loads, builds interleaved so both see the same machine state.
    for (const p of pages) {
      result.pages[p.id] = { path: p.path, bar: p.bar, lhBar: p.lhBar, signedIn: false };
      for (const b of BUILDS) result.pages[p.id][b] = { loads: [], lighthouse: {} };
      const useSession = p.session && session ? session : undefined;
      result.pages[p.id].signedIn = Boolean(useSession);
      for (let r = 0; r < opts.runs; r++) {
        for (const b of BUILDS) {
          const load = await measureLoad(browser, pageUrl(b, p), { session: useSession });
          result.pages[p.id][b].loads.push(load);
        }
      }
      for (const b of BUILDS) {
        const loads = result.pages[p.id][b].loads;
        result.pages[p.id][b].load = medianOf(loads.map(({ js: _js, h1: _h1, ...rest }) => rest));
        result.pages[p.id][b].files = loads[loads.length - 1].js.map((j) => ({
          file: j.url.replace(/^https?:\/\/[^/]+/, (o) => (o === site.origins[b] ? '' : o)),
          raw: j.raw,
          gzip: j.gzip,
        }));
        result.pages[p.id][b].h1 = loads[loads.length - 1].h1;
        for (const l of loads) delete l.js;
      }
      const f = result.pages[p.id].federated.load;
      log(
        `${p.id}: federated ${(f.jsGzip / 1024).toFixed(1)} KB gz in ${f.jsFiles} JS files, ` +
          `single ${(result.pages[p.id].single.load.jsGzip / 1024).toFixed(1)} KB gz`,
      );
    }

    // Large folder (share page, 10,000 files) and warm route switch.
    for (const b of BUILDS) {
      const url = `${site.origins[b]}/s/demo-big/big-folder?api=${encodeURIComponent(api)}`;
      const runs = [];
      for (let r = 0; r < Math.min(opts.runs, 3); r++)
        runs.push(await measureLargeFolder(browser, url));
      result.largeFolder[b] = { path: '/s/demo-big/big-folder', runs, median: medianOf(runs) };
      const m = result.largeFolder[b].median;
      log(`large folder (${b}): data->rows ${m.dataToRowsMs} ms, ${m.domRows} rows in the DOM`);
    }
    // The drive's 100,000-item folder (signed in, list view, name order).
    result.driveFolder = {};
    for (const b of session ? BUILDS : []) {
      const path = '/drive/all/demo-drive-big?view=list&order=name_asc';
      const runs = [];
      for (let r = 0; r < Math.min(opts.runs, 3); r++)
        runs.push(
          await measureLargeFolder(browser, `${site.origins[b]}${path}`, {
            folderId: 'demo-drive-big',
            apiPath: '/drive/v1/files',
            // Seeded names: two words, a unique 6-digit number, an extension (seed.js).
            rowName: '\\S+ \\S+ \\d{6}\\.\\w+',
            session,
            scrollSteps: 60,
          }),
        );
      result.driveFolder[b] = { path, runs, median: medianOf(runs) };
      const m = result.driveFolder[b].median;
      log(`drive folder (${b}): data->rows ${m.dataToRowsMs} ms, ${m.domRows} rows in the DOM`);
    }
    const switches = [
      {
        id: 'activity->marketing',
        from: '/activity/black-friday',
        to: '/',
        linkHref: '/',
        toRemote: 'mfe_marketing',
      },
    ];
    for (const s of switches) {
      result.routeSwitch[s.id] = {};
      for (const b of BUILDS) {
        const samples = await measureRouteSwitch(browser, site.origins[b], {
          ...s,
          times: opts.quick ? 3 : 5,
        }).catch((err) => ({ error: err.message }));
        result.routeSwitch[s.id][b] = Array.isArray(samples)
          ? { samples: samples.map(Math.round), medianMs: Math.round(median(samples)) }
          : samples;
      }
      log(`route switch ${s.id}: ${JSON.stringify(result.routeSwitch[s.id])}`);
    }

    // Lighthouse: mobile and desktop, builds interleaved, median of the runs.
    if (opts.lighthouse) {
      lh = await startLighthouse();
      for (const p of pages) {
        const useSession = p.session && session ? session : undefined;
        for (const ff of ['mobile', 'desktop']) {
          const runs = { federated: [], single: [] };
          for (let r = 0; r < opts.runs; r++) {
            for (const b of BUILDS) {
              const one = await lh
                .run(pageUrl(b, p), {
                  formFactor: ff,
                  session: useSession,
                  origin: site.origins[b],
                })
                .catch((err) => ({ error: err.message }));
              runs[b].push(one);
            }
          }
          for (const b of BUILDS) {
            const ok = runs[b].filter((x) => !x.error);
            result.pages[p.id][b].lighthouse[ff] = {
              runs: runs[b],
              scores: medianOf(ok.map((x) => x.scores)),
              metrics: medianOf(ok.map((x) => x.metrics)),
              failing: ok.length ? ok[ok.length - 1].failing : [],
            };
          }
          const fm = result.pages[p.id].federated.lighthouse[ff].scores;
          const sm = result.pages[p.id].single.lighthouse[ff].scores;
          log(
            `lighthouse ${ff} ${p.id}: performance ${fm && fm.performance} (single ${sm && sm.performance})`,
          );
        }
      }
    }

    // Ratios federated / single.
    for (const p of pages) {
      const f = result.pages[p.id].federated;
      const s = result.pages[p.id].single;
      const lhr = (ff, k, part) => {
        const a = f.lighthouse[ff] && f.lighthouse[ff][part];
        const c = s.lighthouse[ff] && s.lighthouse[ff][part];
        return {
          federated: a ? a[k] : null,
          single: c ? c[k] : null,
          ratio: ratio(a && a[k], c && c[k]),
        };
      };
      result.pages[p.id].ratio = {
        jsGzip: ratio(f.load.jsGzip, s.load.jsGzip),
        jsRaw: ratio(f.load.jsRaw, s.load.jsRaw),
        jsFiles: ratio(f.load.jsFiles, s.load.jsFiles),
        jsFilesDelta: f.load.jsFiles - s.load.jsFiles,
        requests: ratio(f.load.requests, s.load.requests),
        requestsDelta: f.load.requests - s.load.requests,
        lighthouse: Object.fromEntries(
          ['mobile', 'desktop'].map((ff) => [
            ff,
            {
              performance: lhr(ff, 'performance', 'scores'),
              fcp: lhr(ff, 'fcp', 'metrics'),
              lcp: lhr(ff, 'lcp', 'metrics'),
              tbt: lhr(ff, 'tbt', 'metrics'),
              cls: lhr(ff, 'cls', 'metrics'),
            },
          ]),
        ),
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
  main().catch((err) => {
    console.error(`bench failed: ${err && err.stack ? err.stack : err}`);
    process.exit(1);
  });
}

module.exports = { parseArgs, median, medianOf, PAGES };
