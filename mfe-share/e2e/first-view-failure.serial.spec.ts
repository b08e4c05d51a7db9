import { expect, test } from '@playwright/test';
import { fallback } from '../../infra/e2e/failure-cases';
import { ORIGINS } from '../../infra/e2e/origins';
import { breakFiles, REMOTE_ORIGINS } from '../../infra/e2e/remotes';

/**
 * The share remote's hashed chunks (`5322.0123abcd.js`), directly under its origin or under a
 * version's path (`/_v/{version}/`), with or without a retry's query (remotes.ts' chunkPattern
 * knows only the first).
 */
const shareChunks = new RegExp(
  `^${REMOTE_ORIGINS.mfe_share.replace(/[.:/]/g, '\\$&')}/(?:[^?]*/)?[\\w-]+\\.[0-9a-f]{8}\\.js(\\?.*)?$`,
);

/**
 * How soon the notice shows over a server-rendered page whose remote's code fails: within 5 s
 * of the page's arrival, the client-rendered card's promise (quality bars). Serial, so the
 * seconds measure the host, not a busy machine (as failure-fallback.serial.spec.ts). Hung chunks
 * hold each version the slot tries for its whole budget: the slot's watchdog shows the notice
 * 4 s after the page started while they are still tried (host/src/remotes/RemoteSlot.tsx).
 */
const CASES = [
  {
    name: '/s/demo-public, the share origin down',
    path: '/s/demo-public',
    budget: 5_000,
    // A RegExp over the whole origin (its entry and its chunks).
    pattern: new RegExp(`^${ORIGINS['mfe-share'].replace(/[.:/]/g, '\\$&')}/`),
    failure: 'abort' as const,
  },
  {
    name: '/s/demo-public, its chunks truncated',
    path: '/s/demo-public',
    budget: 5_000,
    pattern: shareChunks,
    failure: 'truncated' as const,
  },
  {
    name: '/s/demo-public, its chunks hung',
    path: '/s/demo-public',
    budget: 5_000,
    pattern: shareChunks,
    failure: 'hang' as const,
  },
  {
    name: 'home, the marketing origin down',
    path: '/',
    budget: 5_000,
    pattern: new RegExp(`^${ORIGINS['mfe-marketing'].replace(/[.:/]/g, '\\$&')}/`),
    failure: 'abort' as const,
  },
];

for (const c of CASES) {
  test(`${c.name}: the notice within ${c.budget / 1000} s of the page`, async ({ page }) => {
    await breakFiles(page, c.pattern, c.failure);
    await page.goto(c.path, { waitUntil: 'commit' });
    const t0 = Date.now();
    await expect(fallback(page)).toBeVisible({ timeout: c.budget });
    expect(Date.now() - t0).toBeLessThan(c.budget);
    await expect(page.locator('main h1').first()).toBeVisible();
  });
}
