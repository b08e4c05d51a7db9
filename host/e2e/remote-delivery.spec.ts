/**
 * Independent delivery, the host side (issue 11, docs/decisions/0014): resilient boot from the
 * last registry that worked, the fallback chain (previous versions, this device's last
 * known-good), Subresource Integrity enforced at load, a sticky canary by device id, a
 * campaign rendered by its own version of a remote, and developer overrides (a link only proposes
 * one, the person confirms it in the host's dialog, the banner is up first, it expires).
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
import { photograph, SHOTS_DIR } from '../../infra/e2e/shots';

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
  // Mounted, not only prerendered: the mount is what makes this version the known-good one.
  await expect(page.locator('[data-remote="mfe_marketing"][data-source]')).toHaveAttribute(
    'data-source',
    'current',
  );

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
  await expect(fallback(bad)).toHaveAttribute('data-failure-code', 'REMOTE_FETCH');
  await expect(marketing(bad)).toHaveCount(0);
  expect(errors.some((e) => e.includes('[remote] REMOTE_FETCH mfe_marketing@0.1.0 fetch'))).toBe(
    true,
  );
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

test.describe('developer overrides: a link proposes, a person confirms (decision 0014)', () => {
  // The e2e run's registry allows the canary origin and turns the query form on
  // (CUMULUS_DEV_OVERRIDES in playwright.config.ts); the embedded default allows none.
  const TITLE = 'Load code from a developer override?';
  const KEY = 'cumulus:override:mfe_marketing';
  const HOUR = 3600 * 1000;
  /** The attack's payload: a script at an allowed override origin that marks the page. */
  const PLANTED = `${ORIGINS.canary}/planted/remoteEntry.js`;
  const link = (entry: string, path = '/') =>
    `${path}?override=mfe_marketing=${encodeURIComponent(entry)}`;
  const dialogOf = (page: Page, name = TITLE) => page.getByRole('dialog', { name });
  const planted = (page: Page) =>
    page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted ?? false);
  const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY);

  /**
   * Serves the payload (it only marks the page) and counts its requests; the real canary's
   * entry is served with the same mark first, and whether the banner was up when it ran.
   */
  async function plant(page: Page): Promise<string[]> {
    const requests: string[] = [];
    const MARK =
      'window.__planted = true; window.__bannerWhenRun = !!document.querySelector(\'[data-testid="override-banner"]\');\n';
    await page.route(
      (url) => url.href.startsWith(PLANTED),
      (route) => {
        requests.push(route.request().url());
        return route.fulfill({
          contentType: 'application/javascript',
          headers: { 'access-control-allow-origin': '*' },
          body: MARK,
        });
      },
    );
    await page.route(CANARY_FILES, async (route) => {
      requests.push(route.request().url());
      const res = await route.fetch();
      await route.fulfill({ response: res, body: MARK + (await res.text()) });
    });
    return requests;
  }

  test('the attack replayed: no code runs without a click; declined, nothing runs later either', async ({
    page,
  }) => {
    const requests = await plant(page);
    await page.goto(link(PLANTED));
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    // It names the remote and the URL, and says plainly what that code could do.
    await expect(dialog).toContainText('mfe_marketing');
    await expect(dialog).toContainText(PLANTED);
    await expect(dialog).toContainText('act as you on this site');
    await expect(dialog).toContainText('The override ends on');
    // Focus starts on the safe answer.
    await expect(dialog.getByRole('button', { name: 'Don’t load' })).toBeFocused();
    for (const width of SHOTS_DIR ? [375, 1280] : []) {
      await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
      await photograph(page, `override-dialog-${width}`);
    }
    expect(requests, 'nothing is fetched before the person answers').toEqual([]);
    expect(await planted(page)).toBe(false);
    expect(await stored(page)).toBeNull();

    // Escape declines: the page loads normally, nothing stored, the proposal leaves the address.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The page's code took over its prerendered markup (which says "stable" before boot).
    await ready(page);
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(page.getByTestId('override-banner')).toHaveCount(0);
    expect(page.url()).not.toContain('override=');
    expect(await stored(page)).toBeNull();

    // The link again, declined with the button.
    await page.goto(link(PLANTED));
    await dialog.getByRole('button', { name: 'Don’t load' }).click();
    await ready(page);
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');

    // A later visit without the query: nothing asked, nothing runs.
    await page.goto('/');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(dialog).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(await planted(page)).toBe(false);
  });

  test('accepted: the banner is up before the code runs, on every page, and it ends after 8 hours', async ({
    page,
  }) => {
    // A long journey: two visits, two screenshots, a visit 8 hours on.
    test.setTimeout(60_000);
    const requests = await plant(page);
    const t0 = Date.now();
    await page.goto(link(CANARY));
    await expect(dialogOf(page)).toContainText(CANARY);
    expect(requests).toEqual([]);
    await dialogOf(page).getByRole('button', { name: 'Load this code' }).click();

    await expect(marketing(page)).toHaveAttribute('data-build', 'canary');
    const banner = page.getByRole('complementary', { name: 'Developer override' });
    // Held at the bottom of the viewport, not at the end of a long page.
    await expect(banner).toBeInViewport();
    await expect(banner).toContainText(CANARY);
    await expect(banner).toContainText('(until ');
    expect(
      await page.evaluate(
        () => (window as unknown as { __bannerWhenRun?: boolean }).__bannerWhenRun,
      ),
      'the banner was in the page when the overriding code ran',
    ).toBe(true);
    // Stored with its expiry, 8 hours after the question (what the dialog and banner said).
    const saved = JSON.parse((await stored(page)) ?? 'null') as { url: string; expiresAt: number };
    expect(saved.url).toBe(CANARY);
    expect(saved.expiresAt).toBeGreaterThan(t0 + 8 * HOUR);
    expect(saved.expiresAt).toBeLessThanOrEqual(Date.now() + 8 * HOUR);

    // Kept for later visits while it lasts, without asking again; shown on another page too.
    await page.goto('/faq');
    await expect(banner).toBeVisible();
    await expect(dialogOf(page)).toHaveCount(0);
    await page.goto('/');
    await expect(marketing(page)).toHaveAttribute('data-build', 'canary');
    for (const width of SHOTS_DIR ? [375, 1280] : []) {
      await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
      await photograph(page, `override-banner-${width}`);
    }

    // 8 hours on: gone by itself, the site's own version back.
    await page.clock.setFixedTime(saved.expiresAt + 60_000);
    await page.goto('/');
    await ready(page);
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(banner).toHaveCount(0);
    await expect.poll(() => stored(page)).toBeNull();
  });

  test('localized dialog and banner; the banner resets in one click', async ({ page }) => {
    await page.goto(link(CANARY, '/ja'));
    const dialog = dialogOf(page, '開発者オーバーライドのコードを読み込みますか?');
    await dialog.getByRole('button', { name: 'このコードを読み込む' }).click();
    const banner = page.getByRole('complementary', { name: '開発者オーバーライド' });
    await expect(banner).toBeVisible();
    await expect(marketing(page)).toHaveAttribute('data-build', 'canary');
    await banner.getByRole('button', { name: 'リセットして再読み込み' }).click();
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(banner).toHaveCount(0);
  });

  test('an origin the registry does not allow is refused: no dialog, no override', async ({
    page,
  }) => {
    await withRegistry(page, (r) => {
      r.overrides = { allowedOrigins: ['https://dev.example'], query: true };
    });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(link(CANARY));
    await ready(page);
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(page.getByTestId('override-banner')).toHaveCount(0);
    expect(warnings.some((w) => w.includes('override of mfe_marketing refused'))).toBe(true);
  });

  test('the query form off (no overrides.query): a link proposes nothing', async ({ page }) => {
    await withRegistry(page, (r) => {
      r.overrides = { allowedOrigins: [ORIGINS.canary] };
    });
    const requests = await plant(page);
    await page.goto(link(CANARY));
    await ready(page);
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(dialogOf(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('a registry without overrides (production): not even a stored, confirmed one runs', async ({
    page,
  }) => {
    await withRegistry(page, (r) => {
      delete r.overrides;
    });
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [KEY, JSON.stringify({ url: CANARY, expiresAt: Date.now() + HOUR })],
    );
    const requests = await plant(page);
    await page.goto(link(CANARY));
    await ready(page);
    await expect(marketing(page)).toHaveAttribute('data-build', 'stable');
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(page.getByTestId('override-banner')).toHaveCount(0);
    expect(requests).toEqual([]);
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
