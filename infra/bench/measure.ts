/**
 * Browser measurements for the bench (Playwright + CDP in Debian's Chromium):
 * critical-path JS per page, singleton copies, large-folder figures (with React commits while
 * scrolling), warm reload (what a second visit downloads), warm route switch.
 *
 * "Usable" (when the critical path ends): the page's h1 is visible, the content slot (if any) is
 * no longer loading, and the network has been idle for 500 ms (Playwright's `networkidle`).
 * Every JS response that finished by then is on the critical path.
 *
 * Functions passed to page.evaluate run in the page. This file runs through tsx, whose esbuild
 * keeps function names by wrapping named inner functions (`const tick = () => ...`) in a
 * `__name(...)` helper that only exists in Node: every context of the bench defines it in its
 * pages (`newContext` below), so evaluated functions may name their helpers. Init scripts may
 * not (their order against that one is not defined): keep their inner functions anonymous.
 */
import zlib from 'node:zlib';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  Request,
} from '@playwright/test';
import type { Session } from './session';

/** Chromium flags of the suite (docs/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Federation singletons (infra/presets/federation.ts) and where their sources live. */
const SINGLETONS: Record<string, RegExp> = {
  react: /node_modules\/react\/(?!.*node_modules)/,
  'react-dom': /node_modules\/react-dom\//,
  mobx: /node_modules\/mobx\//,
  'mobx-react-lite': /node_modules\/mobx-react-lite\//,
  'react-intl': /node_modules\/react-intl\//,
  'shared-libs': /shared-libs\/src\//,
};

/** A browser context whose pages know esbuild's `__name` helper (see the header). */
async function newContext(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}

const mapCache = new Map<string, Promise<string[] | null>>();
/** Sources of a JS file, from its source map (null when there is none). */
async function sourcesOf(url: string): Promise<string[] | null> {
  let sources = mapCache.get(url);
  if (!sources) {
    sources = fetch(`${url.split('?')[0]}.map`)
      .then((r) => (r.ok ? (r.json() as Promise<{ sources?: unknown }>) : null))
      .then((m) => (m && Array.isArray(m.sources) ? (m.sources as string[]) : null))
      .catch(() => null);
    mapCache.set(url, sources);
  }
  return sources;
}

/** Per singleton: files that carry it, and the most copies of any one of its modules. */
export type SingletonCopies = Record<string, { files: number; maxCopies: number }>;

/**
 * For each singleton: how many fetched files carry it, and the most copies of any one of its
 * modules (1 = downloaded exactly once; 2+ = some of it was downloaded twice).
 */
async function singletonCopies(jsUrls: string[]): Promise<SingletonCopies> {
  const out: SingletonCopies = {};
  const perFile = await Promise.all(jsUrls.map((u) => sourcesOf(u)));
  for (const [name, re] of Object.entries(SINGLETONS)) {
    const moduleCount = new Map<string, number>();
    let files = 0;
    for (const sources of perFile) {
      if (!sources) continue;
      const mine = sources
        .map((s) => s.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, ''))
        .filter((s) => re.test(s) && !/\/node_modules\/.*\/node_modules\//.test(s));
      if (!mine.length) continue;
      files += 1;
      for (const m of new Set(mine.map((s) => s.replace(/^.*?(node_modules|shared-libs)\//, ''))))
        moduleCount.set(m, (moduleCount.get(m) || 0) + 1);
    }
    out[name] = { files, maxCopies: Math.max(0, ...moduleCount.values()) };
  }
  return out;
}

/** Waits until the page is "usable" (see the header). */
export async function waitUsable(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout });
  await page
    .locator('[data-remote][data-status="loading"]')
    .first()
    .waitFor({ state: 'detached', timeout })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout });
}

/** One JS response of a load. */
export interface JsFile {
  url: string;
  raw: number;
  gzip: number;
}

/** One cold load. */
export interface LoadFigures {
  h1: string;
  usableMs: number;
  requests: number;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  /** Every JS file fetched until usable (dropped from the results once summarised). */
  js?: JsFile[];
  singletons: SingletonCopies;
}

/** One cold load in a fresh context: the JS fetched until usable, all requests, singletons. */
export async function measureLoad(
  browser: Browser,
  url: string,
  { session, mobile }: { session?: Session; mobile?: boolean } = {},
): Promise<LoadFigures> {
  const context = await newContext(
    browser,
    mobile
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  if (session) await injectSession(context, session);
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('requestfinished', (req) => requests.push(req));
  page.on('requestfailed', (req) => requests.push(req));
  const t0 = Date.now();
  await page.goto(url);
  await waitUsable(page);
  const usableMs = Date.now() - t0;
  const h1 = (await page.locator('h1').first().textContent())?.trim() ?? '';
  const js: JsFile[] = [];
  for (const req of requests) {
    const res = await req.response().catch(() => null);
    if (!res) continue;
    const type = res.headers()['content-type'] || '';
    if (req.resourceType() !== 'script' && !/javascript/.test(type)) continue;
    const body = await res.body().catch(() => Buffer.alloc(0));
    const sizes = await req.sizes().catch(() => ({ responseBodySize: body.length }));
    js.push({
      url: req.url(),
      raw: body.length,
      // Transferred body size; the static servers gzip JS (level 9). When it was not
      // compressed on the wire (e.g. a tiny file), gzip it here so the column means one thing.
      gzip:
        res.headers()['content-encoding'] === 'gzip'
          ? sizes.responseBodySize
          : zlib.gzipSync(body, { level: 9 }).length,
    });
  }
  const singletons = await singletonCopies(js.map((j) => j.url));
  await context.close();
  return {
    h1,
    usableMs,
    requests: requests.length,
    jsFiles: js.length,
    jsRaw: js.reduce((a, j) => a + j.raw, 0),
    jsGzip: js.reduce((a, j) => a + j.gzip, 0),
    js,
    singletons,
  };
}

/** Stores a session the way the host does (local storage `pp_oauth_info`), before any script. */
async function injectSession(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript((value) => {
    try {
      if (!localStorage.getItem('pp_oauth_info')) localStorage.setItem('pp_oauth_info', value);
    } catch {
      /* storage unavailable */
    }
  }, JSON.stringify(session));
}

/**
 * Counts React commits without a special build: react-dom, production builds included, reports
 * every commit to the DevTools hook when one is installed before it loads
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`). This stand-in records the time of each
 * (`window.__benchCommits`), for every root of the page (the host's and each remote's). A string:
 * init scripts must not name inner functions (see the header).
 */
const COMMIT_COUNTER = `(() => {
  const commits = [];
  window.__benchCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { commits.push(performance.now()); },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
})();`;

/** What the large-folder init script records in the page (`window.__bench`). */
interface BenchState {
  /** performance.now() when the first row name showed, else null. */
  firstRows: number | null;
  /** rAF gaps (ms). */
  frames: number[];
  /** Long Animation Frames: [startTime, duration]. */
  loaf: [number, number][];
  /** Keep the rAF loop running. */
  raf?: boolean;
}
type BenchWindow = Window & { __bench: BenchState; __benchCommits?: number[] };

/** Frames while scrolling at 4x CPU. */
export interface ScrollFigures {
  frames: number;
  /** React commits while scrolling (every root of the page); null when React was not seen. */
  commits: number | null;
  longFrames: number;
  maxFrameMs: number;
  loafOver50: number;
  maxLoafMs: number;
  scrolled: boolean;
}

/**
 * A slow scroll, as a trackpad or a held arrow key moves: `px` per frame for `steps` frames,
 * still at 4x CPU. A list that renders per scroll event commits on every frame; one that renders
 * when its rows change, once per row crossed.
 */
export interface SlowScrollFigures {
  frames: number;
  px: number;
  commits: number | null;
  longFrames: number;
  maxFrameMs: number;
}

/** Figures of one large-folder run. */
export interface LargeFolderFigures {
  rowsShown: boolean;
  dataToRowsMs: number | null;
  dataArrivedAt: number | null;
  firstRowsAt: number | null;
  listingRequests: number;
  domRows: number;
  domNodes: number;
  domRowsAfterScroll: number;
  scroll: ScrollFigures;
  slowScroll?: SlowScrollFigures;
}

export interface LargeFolderOptions {
  folderId?: string;
  scrollSteps?: number;
  /** Source of the row-name pattern (share: `file-00001.txt`; drive: `Blue notes 000001.jpg`). */
  rowName?: string;
  /** Path of the listing request (share detail; drive files). */
  apiPath?: string;
  session?: Session;
}

/**
 * Large folder: data arrival (the listing response for the folder) to first rows, DOM rows, and
 * long frames while scrolling with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate).
 * Rows are found by their file names (`file-00001.txt` ...), so any markup the share page uses
 * (list, grid, table, virtualized or not) is measured the same way.
 */
export async function measureLargeFolder(
  browser: Browser,
  url: string,
  {
    folderId = 'big-folder',
    scrollSteps = 40,
    rowName = 'file-\\d{5}\\.\\w+',
    apiPath = '/drive/v1/share',
    session,
  }: LargeFolderOptions = {},
): Promise<LargeFolderFigures> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  if (session) await injectSession(context, session);
  const page = await context.newPage();
  await page.addInitScript({ content: COMMIT_COUNTER });
  await page.addInitScript((pattern) => {
    // The bench's own record in the page (read back below).
    const w = window as unknown as BenchWindow;
    w.__bench = { firstRows: null, frames: [], loaf: [] };
    const NAME = new RegExp(pattern);
    new MutationObserver(() => {
      if (w.__bench.firstRows !== null || !document.body) return;
      if (NAME.test(document.body.innerText || '')) w.__bench.firstRows = performance.now();
    }).observe(document, { childList: true, subtree: true });
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__bench.loaf.push([e.startTime, e.duration]);
      }).observe({ type: 'long-animation-frame', buffered: true });
    } catch {
      /* no LoAF in this browser: rAF gaps still count */
    }
  }, rowName);
  await page.goto(url);
  const rowsShown = await page
    .waitForFunction(() => (window as unknown as BenchWindow).__bench.firstRows !== null, null, {
      timeout: 20_000,
    })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const timing = await page.evaluate(
    ([folder, path, pattern]) => {
      const w = window as unknown as BenchWindow;
      const api = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(path) && e.name.includes(folder))
        .map((e) => e as PerformanceResourceTiming);
      const first = api[0];
      const row = new RegExp(`^\\s*${pattern}\\s*$`);
      const countRows = () => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        let n = 0;
        while (walker.nextNode()) if (row.test((walker.currentNode as Text).data)) n++;
        return n;
      };
      return {
        dataArrivedAt: first ? first.responseEnd : null,
        firstRowsAt: w.__bench.firstRows,
        listingRequests: api.length,
        domRows: countRows(),
        domNodes: document.getElementsByTagName('*').length,
      };
    },
    [folderId, apiPath, rowName] as const,
  );

  // Scroll with 4x CPU throttling; frames measured by rAF gaps and Long Animation Frames.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const box = await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__bench.loaf = [];
    // The scroller: the largest scrollable element, else the document.
    let best: Element | null = null;
    for (const el of document.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      if (!/(auto|scroll)/.test(s.overflowY) || el.scrollHeight <= el.clientHeight + 10) continue;
      if (!best || el.clientHeight * el.clientWidth > best.clientHeight * best.clientWidth)
        best = el;
    }
    const r = best ? best.getBoundingClientRect() : null;
    return r
      ? { x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 300), inner: true }
      : { x: 640, y: 400, inner: false };
  });
  await page.mouse.move(box.x, box.y);
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__bench.frames = [];
    let last = performance.now();
    w.__bench.raf = true;
    const tick = (t: number) => {
      w.__bench.frames.push(t - last);
      last = t;
      if (w.__bench.raf) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const scrollStart = await page.evaluate(() => performance.now());
  for (let i = 0; i < scrollSteps; i++) {
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  }
  const frames = await page.evaluate((start): ScrollFigures => {
    const w = window as unknown as BenchWindow;
    w.__bench.raf = false;
    const gaps = w.__bench.frames.slice(1);
    const loaf = w.__bench.loaf.filter(([t]) => t >= start).map(([, d]) => d);
    const commits = w.__benchCommits;
    const scrolled =
      Math.max(
        document.scrollingElement ? document.scrollingElement.scrollTop : 0,
        ...[...document.querySelectorAll('*')].map((e) => e.scrollTop),
      ) > 0;
    return {
      frames: gaps.length,
      // null when the hook saw no commit at all (no React on the page, or another hook won).
      commits: commits && commits.length > 0 ? commits.filter((t) => t >= start).length : null,
      longFrames: gaps.filter((g) => g > 50).length,
      maxFrameMs: Math.round(Math.max(0, ...gaps)),
      loafOver50: loaf.filter((d) => d > 50).length,
      maxLoafMs: Math.round(Math.max(0, ...loaf)),
      scrolled,
    };
  }, scrollStart);
  const slowScroll = await page.evaluate(
    async ({ steps, px }): Promise<SlowScrollFigures> => {
      const w = window as unknown as BenchWindow;
      // The scroller, as above: the largest scrollable element, else the document.
      let target: Element | null = null;
      for (const el of document.querySelectorAll('*')) {
        const s = getComputedStyle(el);
        if (!/(auto|scroll)/.test(s.overflowY) || el.scrollHeight <= el.clientHeight + 10) continue;
        if (!target || el.clientHeight * el.clientWidth > target.clientHeight * target.clientWidth)
          target = el;
      }
      const scroller = target ?? document.scrollingElement ?? document.documentElement;
      const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
      const before = w.__benchCommits ? w.__benchCommits.length : null;
      const gaps: number[] = [];
      let last = await frame();
      for (let i = 0; i < steps; i++) {
        scroller.scrollBy(0, px);
        const t = await frame();
        gaps.push(t - last);
        last = t;
      }
      // The render of the last step runs in the task after its frame.
      await frame();
      const after = w.__benchCommits ? w.__benchCommits.length : null;
      return {
        frames: steps,
        px,
        commits: before === null || after === null || after === 0 ? null : after - before,
        longFrames: gaps.filter((g) => g > 50).length,
        maxFrameMs: Math.round(Math.max(0, ...gaps)),
      };
    },
    { steps: 100, px: 8 },
  );
  const domRowsAfterScroll = await page.evaluate((pattern) => {
    const row = new RegExp(`^\\s*${pattern}\\s*$`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let n = 0;
    while (walker.nextNode()) if (row.test((walker.currentNode as Text).data)) n++;
    return n;
  }, rowName);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const dataToRowsMs =
    timing.dataArrivedAt !== null && timing.firstRowsAt !== null
      ? Math.round(timing.firstRowsAt - timing.dataArrivedAt)
      : null;
  return { rowsShown, dataToRowsMs, ...timing, domRowsAfterScroll, scroll: frames, slowScroll };
}

/** How one request of a second visit was answered. */
export type Revisit = 'cache' | '304' | '200';

/** A second visit (same browser context, the page loaded once before). */
export interface WarmReloadFigures {
  /** Requests to the site's own origins (host and remotes; not the API). */
  requests: number;
  /** Answered from the browser's cache without a request. */
  fromCache: number;
  /** Revalidated: 304 Not Modified. */
  notModified: number;
  /** Downloaded again: 200 from the network. */
  downloaded: number;
  /** Bytes on the wire for the site's origins (headers included). */
  bytes: number;
  /** Entry files (the document, main.js, remoteEntry.js, manifests, registry) -> how answered. */
  entries: Record<string, Revisit>;
}

/** Files that are `no-cache` and revalidated on every visit (the rest is hashed, immutable). */
const ENTRY = /\/(main\.js|remoteEntry\.js|mf-manifest\.json|registry\.json|latest\.json)$/;

/**
 * Warm reload (quality bars: "entry files revalidate with 304, hashed chunks from cache"): loads
 * the page until usable, then visits it again in the same context and records, from Chromium's
 * network events, how each request to the site's origins was answered.
 */
export async function measureWarmReload(
  browser: Browser,
  url: string,
  { apiOrigins, session }: { apiOrigins: readonly string[]; session?: Session },
): Promise<WarmReloadFigures> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  if (session) await injectSession(context, session);
  const page = await context.newPage();
  await page.goto(url);
  await waitUsable(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<
    string,
    { url: string; document: boolean; how: Revisit | null; bytes: number }
  >();
  const mine = (u: string) => /^https?:/.test(u) && !apiOrigins.some((o) => u.startsWith(o));
  cdp.on('Network.requestWillBeSent', (e) => {
    if (mine(e.request.url))
      seen.set(e.requestId, {
        url: e.request.url,
        document: e.type === 'Document',
        how: null,
        bytes: 0,
      });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.how = 'cache';
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = seen.get(e.requestId);
    if (!r || r.how === 'cache') return;
    const cached = e.response.fromDiskCache || e.response.fromPrefetchCache;
    r.how = cached ? 'cache' : e.response.status === 304 ? '304' : '200';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(url);
  await waitUsable(page);
  await context.close();
  const all = [...seen.values()].filter((r) => r.how !== null);
  const entries: Record<string, Revisit> = {};
  for (const r of all) {
    const u = new URL(r.url);
    if (r.document && r.how) entries.document = r.how;
    else if (ENTRY.test(u.pathname) && r.how) entries[`:${u.port}${u.pathname}`] = r.how;
  }
  return {
    requests: all.length,
    fromCache: all.filter((r) => r.how === 'cache').length,
    notModified: all.filter((r) => r.how === '304').length,
    downloaded: all.filter((r) => r.how === '200').length,
    bytes: all.reduce((a, r) => a + (r.how === 'cache' ? 0 : r.bytes), 0),
    entries,
  };
}

export interface RouteSwitch {
  /** Path visited first, once, so both remotes are loaded. */
  to: string;
  /** Path the switch starts from. */
  from: string;
  /** The link clicked (a path). */
  linkHref: string;
  /** Container name of the remote whose h1 ends the switch. */
  toRemote: string;
  times?: number;
}

/**
 * Warm route switch between remotes: visit A and B once (both remotes loaded), go back to A,
 * then click a link to B and time click -> B's h1 visible in its ready slot (in the page, so
 * Playwright's round trips are not counted). Median of `times`.
 */
export async function measureRouteSwitch(
  browser: Browser,
  origin: string,
  { from, to, linkHref, toRemote, times = 5 }: RouteSwitch,
): Promise<number[]> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(origin + to);
  await waitUsable(page);
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    await page.goto(origin + from);
    await waitUsable(page);
    const ms = await page.evaluate(
      ({ href, remote }) =>
        new Promise<number>((resolve, reject) => {
          const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
            (a) => new URL(a.href).pathname === href,
          );
          if (!link) return reject(new Error(`no link to ${href} on the page`));
          const t0 = performance.now();
          link.click();
          const poll = () => {
            const h1 = document.querySelector<HTMLElement>(
              `[data-remote="${remote}"][data-status="ready"] h1`,
            );
            if (h1 && h1.offsetParent !== null) return resolve(performance.now() - t0);
            if (performance.now() - t0 > 10_000) return reject(new Error('content not visible'));
            requestAnimationFrame(poll);
          };
          poll();
        }),
      { href: linkHref, remote: toRemote },
    );
    samples.push(ms);
  }
  await context.close();
  return samples;
}
