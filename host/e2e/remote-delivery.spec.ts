/**
 * Independent delivery, the host side (issue 11, docs/decisions/0014): resilient boot from the
 * last registry that worked, the fallback chain (previous versions, this device's last
 * known-good), Subresource Integrity enforced at load, a sticky canary by device id, a
 * campaign rendered by its own version of a remote, and developer overrides with their banner.
 * The "new version" is the e2e canary build of mfe-marketing on its own origin
 * (`data-build="canary"`); the stable one says `data-build="stable"`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Registry, RemoteEntry } from 'shared-libs/contracts';
import { fallback } from '../../infra/e2e/failure-cases';
import { ORIGINS } from '../../infra/e2e/origins';
import { breakFiles, patchRegistry, REMOTE_ORIGINS } from '../../infra/e2e/remotes';
import { canaryBucket } from '../src/remotes/versionPlan';
import { ready } from './helpers';

const STABLE = `${REMOTE_ORIGINS.mfe_marketing}/remoteEntry.js`;
const CANARY = `${ORIGINS.canary}/remoteEntry.js`;
const HEADING = 'Save anything. Watch it anywhere.';
const ROOT = path.resolve(__dirname, '..', '..');

const marketing = (page: Page) => page.locator('[data-remote="mfe_marketing"][data-build]');
/** The canary build's entry (with or without a retry's fresh-URL query). */
const CANARY_FILES = new RegExp(`^${CANARY.replace(/[.:/?]/g, '\\$&')}(\\?.*)?$`);

/** The registry as the page sees it, rewritten (both the inline copy and /registry.json). */
function withRegistry(page: Page, patch: (r: Registry) => void) {
  // patchRegistry types only the remotes' entry and version; the rest is the same JSON.
  return patchRegistry(page, (r) => patch(r as unknown as Registry));
}

/** `sha384-…` of a built file, as a publish records it. */
function sri(file: string): string {
  const body = fs.readFileSync(path.join(ROOT, file));
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/** The registry is gone: no inline copy in the page, and /registry.json answers 503. */
async function registryDown(page: Page) {
  await page.route('**/registry.json', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await page.route(
    (url) => url.origin === ORIGINS.host,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const body = (await res.text()).replace(
        /<script[^>]*id="cumulus-registry"[^>]*>[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response: res, body });
    },
  );
}

test('registry down at boot: the second visit renders from the remembered registry', async ({
  page,
}) => {
  await page.goto('/');
  // Its code ran (and remembered the registry): the prerendered markup is there before.
  await ready(page);
  await expect(marketing(page)).toHaveAttribute('data-build', 'stable');

  await registryDown(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.reload();
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  expect(warnings.some((w) => w.includes('booting from the last one that worked'))).toBe(true);
});

test('current version broken: the registry’s previous version mounts, and it is reported', async ({
  page,
}) => {
  await withRegistry(page, (r) => {
    r.remotes.mfe_marketing = {
      entry: CANARY,
      version: '0.2.0',
      previous: [{ entry: STABLE, version: '0.1.0' }],
    };
  });
  // Only the new version is broken: the stable origin answers.
  await breakFiles(page, CANARY_FILES, '500');

  await page.goto('/');
  await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.locator('[data-remote="mfe_marketing"][data-source]')).toHaveAttribute(
    'data-source',
    'previous',
  );
  // Reported from a lazy chunk once the fallback version mounted: polled, not read once (the
  // prerendered page shows the stable build's marker before any version mounts).
  await expect
    .poll(() => fallbacks(page))
    .toEqual([
      expect.objectContaining({
        remote: 'mfe_marketing',
        failedVersion: '0.2.0',
        usedVersion: '0.1.0',
        usedSource: 'previous',
      }),
    ]);
});

test('current version broken, nothing previous: this device’s last known-good mounts', async ({
  page,
}) => {
  await page.goto('/');
  await expect(marketing(page)).toHaveAttribute('data-build', 'stable');

  const page2 = await page.context().newPage();
  await withRegistry(page2, (r) => {
    r.remotes.mfe_marketing = { entry: CANARY, version: '0.2.0' };
  });
  await breakFiles(page2, CANARY_FILES, 'abort');
  await page2.goto('/');
  await expect(marketing(page2)).toHaveAttribute('data-build', 'stable');
  await expect(page2.locator('[data-remote="mfe_marketing"][data-source]')).toHaveAttribute(
    'data-source',
    'known-good',
  );
  await expect
    .poll(() => fallbacks(page2))
    .toEqual([expect.objectContaining({ failedVersion: '0.2.0', usedSource: 'known-good' })]);
});

test('integrity: a matching entry runs, a mismatch is refused with the fallback card', async ({
  browser,
}) => {
  const good = await browser.newPage();
  await withRegistry(good, (r) => {
    r.remotes.mfe_marketing = {
      entry: STABLE,
      version: '0.1.0',
      integrity: sri('mfe-marketing/dist/remoteEntry.js'),
    };
  });
  await good.goto('/');
  await expect(marketing(good)).toHaveAttribute('data-build', 'stable');
  await good.close();

  const bad = await browser.newPage();
  const errors: string[] = [];
  bad.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await withRegistry(bad, (r) => {
    r.remotes.mfe_marketing = {
      entry: STABLE,
      version: '0.1.0',
      // The integrity of another file: what a tampered or swapped entry looks like.
      integrity: sri('mfe-share/dist/remoteEntry.js'),
    };
  });
  // A page the browser renders: a prerendered one would keep its content (prerender.spec.ts).
  await bad.goto('/contact-us');
  await expect(fallback(bad)).toBeVisible({ timeout: 5_000 });
  await expect(marketing(bad)).toHaveCount(0);
  expect(errors.some((e) => e.includes('[remote] mfe_marketing@0.1.0 fetch'))).toBe(true);
  expect(errors.some((e) => /integrity/i.test(e))).toBe(true);
  await bad.close();
});

/** A device id (32 hex digits) inside or outside a 50 % canary of mfe_marketing. */
function deviceId(inside: boolean): string {
  for (let i = 0; ; i++) {
    const id = i.toString(16).padStart(32, '0');
    if (canaryBucket(id, 'mfe_marketing') < 50 === inside) return id;
  }
}

async function deviceContext(browser: Browser, id: string) {
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    if (!localStorage.getItem('pp_device_id')) localStorage.setItem('pp_device_id', value);
  }, id);
  return context;
}

async function canaryRegistry(context: BrowserContext) {
  const page = await context.newPage();
  await withRegistry(page, (r) => {
    const current: RemoteEntry = {
      entry: STABLE,
      version: '0.1.0',
      canary: { entry: CANARY, version: '0.2.0', percent: 50 },
    };
    r.remotes.mfe_marketing = current;
  });
  return page;
}

test('canary at 50 %: two devices split, and each stays on its version across reloads', async ({
  browser,
}) => {
  const inside = await deviceContext(browser, deviceId(true));
  const outside = await deviceContext(browser, deviceId(false));
  const a = await canaryRegistry(inside);
  const b = await canaryRegistry(outside);
  for (let visit = 0; visit < 3; visit++) {
    await Promise.all([a.goto('/'), b.goto('/')]);
    await expect(marketing(a)).toHaveAttribute('data-build', 'canary');
    await expect(marketing(b)).toHaveAttribute('data-build', 'stable');
    await expect(a.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  }
  await expect(a.locator('[data-remote="mfe_marketing"][data-source]')).toHaveAttribute(
    'data-source',
    'canary',
  );
  await inside.close();
  await outside.close();
});

test('a campaign renders with its own version, beside the current version of the remote', async ({
  page,
}) => {
  await withRegistry(page, (r) => {
    r.activities.push({
      slug: 'canary-home',
      remote: 'mfe_marketing',
      page: 'home',
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2099-12-31T23:59:59.000Z',
      version: { entry: CANARY, version: '0.2.0' },
    });
  });
  // The current version first (its container on the page), then the campaign's. The home
  // page is prerendered: its markup names the build before the code runs, so the code is
  // waited for (ready) before the navigation.
  await page.goto('/');
  await ready(page);
  await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
  await page.evaluate(() => {
    history.pushState(null, '', '/activity/canary-home');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(marketing(page)).toHaveAttribute('data-build', 'canary');
  await expect(page.locator('[data-remote="mfe_marketing"][data-source]')).toHaveAttribute(
    'data-source',
    'campaign',
  );
  // And back: the current version's container was left alone.
  await page.goBack();
  await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
});

test.describe('developer overrides', () => {
  const allow = (page: Page, origins: string[]) =>
    withRegistry(page, (r) => {
      r.overrides = { allowedOrigins: origins };
    });

  test('an allowed override mounts its entry with a banner on every page, reset in one click', async ({
    page,
  }, testInfo) => {
    await allow(page, ['http://localhost:*', 'http://127.0.0.1:*']);
    await page.goto(`/?override=mfe_marketing=${encodeURIComponent(CANARY)}`);
    await expect(marketing(page)).toHaveAttribute('data-build', 'canary');
    const banner = page.getByRole('complementary', { name: 'Developer override' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(CANARY);

    // Kept for later visits (local storage), and shown on another page too.
    await page.goto('/faq');
    await expect(banner).toBeVisible();
    await page.goto('/');
    await expect(marketing(page)).toHaveAttribute('data-build', 'canary');

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
      await page.screenshot({ path: testInfo.outputPath(`override-banner-${width}.png`) });
    }

    await banner.getByRole('button', { name: 'Reset and reload' }).click();
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(banner).toHaveCount(0);
  });

  test('the banner is localized', async ({ page }) => {
    await allow(page, ['http://localhost:*', 'http://127.0.0.1:*']);
    await page.goto(`/ja?override=mfe_marketing=${encodeURIComponent(CANARY)}`);
    await expect(page.getByRole('complementary', { name: '開発者オーバーライド' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'リセットして再読み込み' })).toBeVisible();
  });

  test('an origin the registry does not allow is ignored: no override, no banner', async ({
    page,
  }) => {
    await allow(page, ['https://dev.example']);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`/?override=mfe_marketing=${encodeURIComponent(CANARY)}`);
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(page.getByTestId('override-banner')).toHaveCount(0);
    expect(warnings.some((w) => w.includes('override of mfe_marketing refused'))).toBe(true);
  });
});

/** The host's in-page log of fallbacks (host/src/remotes/reportRemoteError.ts). */
async function fallbacks(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __CUMULUS_REMOTE_FALLBACKS__?: unknown[] })
        .__CUMULUS_REMOTE_FALLBACKS__ ?? [],
  );
}
