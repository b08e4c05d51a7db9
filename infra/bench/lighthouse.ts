/**
 * Lighthouse 13 (Node API) against one Debian Chromium kept open for the whole bench: mobile is
 * Lighthouse's default (simulated slow 4G, 4x CPU), desktop its desktop config. Signed-in pages:
 * the session is written to local storage through CDP first and Lighthouse keeps storage
 * (`disableStorageReset`), with the HTTP cache cleared by hand so the load is still cold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Flags } from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './measure';
import type { Session } from './session';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const METRICS = ['fcp', 'lcp', 'tbt', 'cls'] as const;
export type Metric = (typeof METRICS)[number];
/** Metric -> the Lighthouse audit that measures it. */
const AUDITS: Record<Metric, string> = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** An object with one entry per key. */
function fromKeys<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  // Object.fromEntries types its keys as string; these are exactly `keys`.
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;
}

export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse run: scores (0-100), metrics (ms; CLS unitless), failing binary audits. */
export interface LighthouseRun {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  failing: string[];
  finalUrl: string | undefined;
}

export interface LighthouseRunOptions {
  formFactor: FormFactor;
  session?: Session;
  /** Origin the session is written to (with `session`). */
  origin?: string;
  /** Also write Lighthouse's whole report (JSON: long tasks, LCP element, trace figures) here. */
  saveReport?: string;
}

export interface Lighthouse {
  run(url: string, o: LighthouseRunOptions): Promise<LighthouseRun>;
  close(): Promise<void>;
}

export async function startLighthouse(): Promise<Lighthouse> {
  // Both are ES modules only: loaded with import(), when Lighthouse runs at all.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

  /** Writes the session into the origin's local storage and empties the HTTP cache. */
  async function prepareSession(origin: string, session: Session) {
    const context = cdpBrowser.contexts()[0];
    if (!context) throw new Error('the Chromium of Lighthouse has no browser context');
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

  /** One Lighthouse run; returns scores (0-100) and metrics (ms; CLS unitless). */
  async function run(url: string, o: LighthouseRunOptions): Promise<LighthouseRun> {
    if (o.session) await prepareSession(o.origin ?? new URL(url).origin, o.session);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(o.session),
    };
    const result = await lighthouse(
      url,
      flags,
      o.formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('lighthouse: no result');
    const lhr = result.lhr;
    if (o.saveReport) {
      fs.mkdirSync(path.dirname(o.saveReport), { recursive: true });
      fs.writeFileSync(o.saveReport, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const scores = fromKeys(CATEGORIES, (c) => {
      const s = lhr.categories[c]?.score;
      return typeof s === 'number' ? Math.round(s * 100) : null;
    });
    const metrics = fromKeys(METRICS, (k) => {
      const v = lhr.audits[AUDITS[k]]?.numericValue;
      return typeof v === 'number' ? (k === 'cls' ? Number(v.toFixed(3)) : Math.round(v)) : null;
    });
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
