'use strict';
// Functions passed to page.evaluate run in the page:
/* global window, document, MutationObserver, NodeFilter, getComputedStyle, requestAnimationFrame */
/**
 * Browser measurements for the bench (Playwright + CDP in Debian's Chromium):
 * critical-path JS per page, singleton copies, large-folder figures, warm route switch.
 *
 * "Usable" (when the critical path ends): the page's h1 is visible, the content slot (if any) is
 * no longer loading, and the network has been idle for 500 ms (Playwright's `networkidle`).
 * Every JS response that finished by then is on the critical path.
 */
const zlib = require('node:zlib');

/** Chromium flags of the suite (docs/toolchain.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Federation singletons (infra/presets/federation.js) and where their sources live. */
const SINGLETONS = {
  react: /node_modules\/react\/(?!.*node_modules)/,
  'react-dom': /node_modules\/react-dom\//,
  mobx: /node_modules\/mobx\//,
  'mobx-react-lite': /node_modules\/mobx-react-lite\//,
  'react-intl': /node_modules\/react-intl\//,
  'shared-libs': /shared-libs\/src\//,
};

const mapCache = new Map();
/** Sources of a JS file, from its source map (null when there is none). */
async function sourcesOf(url) {
  if (!mapCache.has(url)) {
    mapCache.set(
      url,
      fetch(`${url.split('?')[0]}.map`)
        .then((r) => (r.ok ? r.json() : null))
        .then((m) => (m && Array.isArray(m.sources) ? m.sources : null))
        .catch(() => null),
    );
  }
  return mapCache.get(url);
}

/**
 * For each singleton: how many fetched files carry it, and the most copies of any one of its
 * modules (1 = downloaded exactly once; 2+ = some of it was downloaded twice).
 */
async function singletonCopies(jsUrls) {
  const out = {};
  const perFile = await Promise.all(jsUrls.map((u) => sourcesOf(u)));
  for (const [name, re] of Object.entries(SINGLETONS)) {
    const moduleCount = new Map();
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
async function waitUsable(page, timeout = 20_000) {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout });
  await page
    .locator('[data-remote][data-status="loading"]')
    .first()
    .waitFor({ state: 'detached', timeout })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout });
}

/**
 * One cold load in a fresh context: the JS fetched until usable, all requests, singletons.
 * @param {import('@playwright/test').Browser} browser
 */
async function measureLoad(browser, url, { session, mobile } = {}) {
  const context = await browser.newContext(
    mobile
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  if (session) await injectSession(context, session);
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (req) => requests.push(req));
  page.on('requestfailed', (req) => requests.push(req));
  const t0 = Date.now();
  await page.goto(url);
  await waitUsable(page);
  const usableMs = Date.now() - t0;
  const h1 = (await page.locator('h1').first().textContent())?.trim() ?? '';
  const js = [];
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
async function injectSession(context, session) {
  await context.addInitScript((value) => {
    try {
      if (!localStorage.getItem('pp_oauth_info')) localStorage.setItem('pp_oauth_info', value);
    } catch {
      /* storage unavailable */
    }
  }, JSON.stringify(session));
}

/**
 * Large folder: data arrival (the listing response for the folder) to first rows, DOM rows, and
 * long frames while scrolling with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate).
 * Rows are found by their file names (`file-00001.txt` ...), so any markup the share page uses
 * (list, grid, table, virtualized or not) is measured the same way.
 */
async function measureLargeFolder(
  browser,
  url,
  {
    folderId = 'big-folder',
    scrollSteps = 40,
    /** Source of the row-name pattern (share: `file-00001.txt`; drive: `Blue notes 000001.jpg`). */
    rowName = 'file-\\d{5}\\.\\w+',
    /** Path of the listing request (share detail; drive files). */
    apiPath = '/drive/v1/share',
    session,
  } = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (session) await injectSession(context, session);
  const page = await context.newPage();
  await page.addInitScript((pattern) => {
    const w = /** @type {any} */ (window);
    w.__bench = { firstRows: null, frames: [], loaf: [] };
    const NAME = new RegExp(pattern);
    const check = () => {
      if (w.__bench.firstRows !== null || !document.body) return;
      if (NAME.test(document.body.innerText || '')) w.__bench.firstRows = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
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
    .waitForFunction(() => /** @type {any} */ (window).__bench.firstRows !== null, null, {
      timeout: 20_000,
    })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const timing = await page.evaluate(
    ([folder, path, pattern]) => {
      const w = /** @type {any} */ (window);
      const api = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(path) && e.name.includes(folder))
        .map((e) => /** @type {PerformanceResourceTiming} */ (e));
      const first = api[0];
      const row = new RegExp(`^\\s*${pattern}\\s*$`);
      const countRows = () => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        let n = 0;
        while (walker.nextNode()) if (row.test(walker.currentNode.data)) n++;
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
    [folderId, apiPath, rowName],
  );

  // Scroll with 4x CPU throttling; frames measured by rAF gaps and Long Animation Frames.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const box = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__bench.loaf = [];
    // The scroller: the largest scrollable element, else the document.
    let best = null;
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
    const w = /** @type {any} */ (window);
    w.__bench.frames = [];
    let last = performance.now();
    w.__bench.raf = true;
    const tick = (t) => {
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
  const frames = await page.evaluate((start) => {
    const w = /** @type {any} */ (window);
    w.__bench.raf = false;
    const gaps = w.__bench.frames.slice(1);
    const loaf = w.__bench.loaf.filter(([t]) => t >= start).map(([, d]) => d);
    const scrolled =
      Math.max(
        document.scrollingElement ? document.scrollingElement.scrollTop : 0,
        ...[...document.querySelectorAll('*')].map((e) => e.scrollTop),
      ) > 0;
    return {
      frames: gaps.length,
      longFrames: gaps.filter((g) => g > 50).length,
      maxFrameMs: Math.round(Math.max(0, ...gaps)),
      loafOver50: loaf.filter((d) => d > 50).length,
      maxLoafMs: Math.round(Math.max(0, ...loaf)),
      scrolled,
    };
  }, scrollStart);
  const domRowsAfterScroll = await page.evaluate((pattern) => {
    const row = new RegExp(`^\\s*${pattern}\\s*$`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let n = 0;
    while (walker.nextNode()) if (row.test(walker.currentNode.data)) n++;
    return n;
  }, rowName);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const dataToRowsMs =
    timing.dataArrivedAt !== null && timing.firstRowsAt !== null
      ? Math.round(timing.firstRowsAt - timing.dataArrivedAt)
      : null;
  return { rowsShown, dataToRowsMs, ...timing, domRowsAfterScroll, scroll: frames };
}

/**
 * Warm route switch between remotes: visit A and B once (both remotes loaded), go back to A,
 * then click a link to B and time click -> B's h1 visible in its ready slot (in the page, so
 * Playwright's round trips are not counted). Median of `times`.
 */
async function measureRouteSwitch(browser, origin, { from, to, linkHref, toRemote, times = 5 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(origin + to);
  await waitUsable(page);
  const samples = [];
  for (let i = 0; i < times; i++) {
    await page.goto(origin + from);
    await waitUsable(page);
    const ms = await page.evaluate(
      ({ href, remote }) =>
        new Promise((resolve, reject) => {
          const link = [...document.querySelectorAll('a[href]')].find(
            (a) => new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname === href,
          );
          if (!link) return reject(new Error(`no link to ${href} on the page`));
          const t0 = performance.now();
          /** @type {HTMLElement} */ (link).click();
          const poll = () => {
            const h1 = document.querySelector(`[data-remote="${remote}"][data-status="ready"] h1`);
            if (h1 && /** @type {HTMLElement} */ (h1).offsetParent !== null)
              return resolve(performance.now() - t0);
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

module.exports = {
  CHROMIUM,
  CHROMIUM_ARGS,
  measureLoad,
  measureLargeFolder,
  measureRouteSwitch,
  waitUsable,
};
