'use strict';
/**
 * Lighthouse 13 (Node API) against one Debian Chromium kept open for the whole bench: mobile is
 * Lighthouse's default (simulated slow 4G, 4x CPU), desktop its desktop config. Signed-in pages:
 * the session is written to local storage through CDP first and Lighthouse keeps storage
 * (`disableStorageReset`), with the HTTP cache cleared by hand so the load is still cold.
 */
const { CHROMIUM, CHROMIUM_ARGS } = require('./measure');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

async function startLighthouse() {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { chromium } = require('@playwright/test');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

  /** Writes the session into the origin's local storage and empties the HTTP cache. */
  async function prepareSession(origin, session) {
    const context = cdpBrowser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.route(`${origin}/__bench_blank`, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto(`${origin}/__bench_blank`);
    await page.evaluate((v) => localStorage.setItem('pp_oauth_info', v), JSON.stringify(session));
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  }

  /**
   * One Lighthouse run; returns scores (0-100) and metrics (ms; CLS unitless).
   * @param {string} url
   * @param {{ formFactor: 'mobile' | 'desktop', session?: object, origin?: string }} o
   */
  async function run(url, o) {
    if (o.session) await prepareSession(o.origin, o.session);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: Boolean(o.session),
    };
    const result = await lighthouse(
      url,
      flags,
      o.formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const scores = {};
    for (const c of CATEGORIES) {
      const s = lhr.categories[c] && lhr.categories[c].score;
      scores[c] = typeof s === 'number' ? Math.round(s * 100) : null;
    }
    const metrics = {};
    for (const [k, id] of Object.entries(AUDITS)) {
      const v = lhr.audits[id] && lhr.audits[id].numericValue;
      metrics[k] =
        typeof v === 'number' ? (k === 'cls' ? Number(v.toFixed(3)) : Math.round(v)) : null;
    }
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return { scores, metrics, failing, finalUrl: lhr.finalDisplayedUrl };
  }

  return {
    run,
    async close() {
      await cdpBrowser.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

module.exports = { startLighthouse, CATEGORIES };
