import type { Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './hydration';
import { ORIGINS } from './origins';
import { patchRegistry, REMOTE_ORIGINS } from './remotes';

/** Singletons the host provides (infra/presets/federation.ts). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'mobx',
  'mobx-react-lite',
  'react-intl',
  'shared-libs',
];

interface ShareScopeEntry {
  from: string;
  loaded?: boolean;
  loading?: unknown;
  useIn?: string[];
}

/** Every JS request of the page load, by origin. */
function recordScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script' || req.url().endsWith('.js')) urls.push(req.url());
  });
  return urls;
}

test('the home page mounts the marketing remote and only that remote', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  // Mounted, not only prerendered: the markup is in the HTML before any script.
  await expect(page.locator('[data-remote="mfe_marketing"][data-status="ready"]')).toBeAttached();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Save anything. Watch it anywhere.' }),
  ).toBeVisible();
  await expect(page.locator('[data-remote="mfe_marketing"][data-build]')).toHaveAttribute(
    'data-build',
    'stable',
  );
  const origins = new Set(scripts.map((u) => new URL(u).origin));
  expect(origins.has(REMOTE_ORIGINS.mfe_marketing)).toBe(true);
  for (const other of [
    REMOTE_ORIGINS.mfe_share,
    REMOTE_ORIGINS.mfe_drive,
    REMOTE_ORIGINS.mfe_activity,
  ]) {
    expect(origins.has(other), `${other} must not be fetched on the home page`).toBe(false);
  }
});

test('a share route downloads only the share remote', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/s/demo-public');
  await expect(page.locator('[data-remote="mfe_share"][data-build]')).toBeAttached();
  const origins = new Set(scripts.map((u) => new URL(u).origin));
  expect(origins.has(REMOTE_ORIGINS.mfe_share)).toBe(true);
  for (const other of [
    REMOTE_ORIGINS.mfe_marketing,
    REMOTE_ORIGINS.mfe_drive,
    REMOTE_ORIGINS.mfe_activity,
  ]) {
    expect(origins.has(other), `${other} must not be fetched on a share page`).toBe(false);
  }
});

for (const path of ['/', '/s/demo-public', '/activity/black-friday', '/check-in']) {
  test(`singletons are provided once, by the host, on ${path}`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    // Mounted (a prerendered page has its remote's markup before any script: not enough).
    await expect(page.locator('[data-remote][data-status="ready"]')).toBeAttached();
    // The federation runtime's share scope: who provided each singleton, and whether it loaded.
    const scope = await page.evaluate(() => {
      const fed = (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<
              string,
              Record<string, Record<string, Record<string, ShareScopeEntry>>>
            >;
          };
        }
      ).__FEDERATION__;
      const out: Record<string, { from: string; loaded: boolean }[]> = {};
      // Instances share scope objects: count each entry once.
      const seen = new Set<object>();
      for (const instance of Object.values(fed?.__SHARE__ ?? {})) {
        for (const [name, versions] of Object.entries(instance.default ?? {})) {
          for (const entry of Object.values(versions)) {
            if (seen.has(entry)) continue;
            seen.add(entry);
            (out[name] ??= []).push({ from: entry.from, loaded: Boolean(entry.loaded) });
          }
        }
      }
      return out;
    });
    for (const name of SINGLETONS) {
      const loaded = (scope[name] ?? []).filter((e) => e.loaded);
      expect(
        loaded.map((e) => e.from),
        `${name} loaded from`,
      ).toEqual(['host']);
    }
    // No remote downloaded its own fallback copy of a shared module.
    const remoteOrigin = Object.values(REMOTE_ORIGINS).find((o) =>
      scripts.some((u) => u.startsWith(o)),
    )!;
    const manifest = await (await page.request.get(`${remoteOrigin}/mf-manifest.json`)).json();
    const fallbackFiles = new Set<string>(
      manifest.shared
        .filter((s: { name: string }) => SINGLETONS.includes(s.name))
        .flatMap((s: { assets: { js: { sync: string[]; async: string[] } } }) => [
          ...s.assets.js.sync,
          ...s.assets.js.async,
        ]),
    );
    // The React kit is bundled into each remote, only what it uses (decision 0019): not shared.
    expect(scope['shared-libs/react']).toBeUndefined();
    // One federation runtime on the page: the remote's entry runs on the host's.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
            ._FEDERATION_RUNTIME_CORE_FROM?.name,
      ),
    ).toBe('host');
    const fetched = scripts
      .filter((u) => u.startsWith(remoteOrigin))
      .map((u) => new URL(u).pathname.slice(1));
    expect(fetched.filter((f) => fallbackFiles.has(f))).toEqual([]);
    // Each script URL is fetched once.
    expect(scripts.length).toBe(new Set(scripts).size);
    // One shared-libs instance for host and remote.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __CUMULUS_SHARED_LIBS_INSTANCES__?: string[] })
            .__CUMULUS_SHARED_LIBS_INSTANCES__?.length,
      ),
    ).toBe(1);
  });
}

test('switching a registry entry to another origin mounts that build, host untouched', async ({
  page,
}) => {
  const hostScripts: string[] = [];
  page.on('response', (res) => {
    if (res.url().startsWith(`${ORIGINS.host}/`) && res.url().endsWith('.js'))
      hostScripts.push(res.url());
  });
  await page.goto('/');
  // The prerendered home page names its build before any script: wait for the code.
  await hydrated(page);
  await expect(page.locator('[data-remote="mfe_marketing"][data-build]')).toHaveAttribute(
    'data-build',
    'stable',
  );
  const stableHost = [...hostScripts].sort();

  const page2 = await page.context().newPage();
  const hostScripts2: string[] = [];
  page2.on('response', (res) => {
    if (res.url().startsWith(`${ORIGINS.host}/`) && res.url().endsWith('.js'))
      hostScripts2.push(res.url());
  });
  await patchRegistry(page2, (r) => {
    r.remotes.mfe_marketing = {
      entry: `${ORIGINS.canary}/remoteEntry.js`,
      version: '0.1.0-canary',
    };
  });
  await page2.goto('/');
  await expect(page2.locator('[data-remote="mfe_marketing"][data-build]')).toHaveAttribute(
    'data-build',
    'canary',
  );
  await expect(
    page2.getByRole('heading', { level: 1, name: 'Save anything. Watch it anywhere.' }),
  ).toBeVisible();
  expect([...hostScripts2].sort()).toEqual(stableHost);
});
