import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { RELEASE_STORE, releaseCli } from './releaseCli';
import { ORIGINS } from './origins';

/**
 * What the browser refuses and what the platform hears of it ("Never silently broken"):
 * - a published version whose exposed chunk was changed in the store after the publish (not its
 *   entry) never runs: the browser checks every chunk's integrity (infra/presets/integrity.ts),
 *   the version fails, and the current version mounts;
 * - a canary that fails for half its devices is rolled back by the report collector within a
 *   minute (`canary --auto-rollback`, infra/registry/reports.ts), and `remote status` says why.
 *
 * Both canaries are copies of the served mfe-activity build published under versions of their
 * own (a team's publish, without a build). Serial: they change the registry every spec sees, and
 * leave it as they found it (canary ended, versions marked bad).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const STORE = RELEASE_STORE;
const DIST = path.join(ROOT, 'mfe-activity', 'dist');
const PAGE = '/check-in-guide';
const heading = (p: Page) => p.getByRole('heading', { level: 1, name: /check-in/i });
let token = '';

const remote = (...args: string[]) => releaseCli(token, ...args);

/** Publishes the served build under a version of its own; its name. */
function publishCopy(name: string): string {
  const version = `0.1.0-${name}-${Date.now().toString(36)}`;
  const p = remote('publish', 'mfe_activity', '--dir', DIST, '--version', version);
  expect(p.code, p.err).toBe(0);
  return version;
}

async function currentVersion(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  const registry = (await (await page.request.get('/registry.json')).json()) as {
    remotes: { mfe_activity: { version: string; canary?: { version: string } } };
  };
  await page.close();
  return registry.remotes.mfe_activity.version;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  fs.rmSync(path.join(STORE, 'auth'), { recursive: true, force: true });
  const created = remote('token', 'create', 'e2e-canary');
  expect(created.code, created.err).toBe(0);
  token = /^(cpt_\S+)$/m.exec(created.out)?.[1] ?? '';
});

test.afterAll(() => {
  remote('canary', 'mfe_activity', '--off');
  fs.rmSync(path.join(STORE, 'auth'), { recursive: true, force: true });
});

test('a chunk changed in the store never runs; the current version mounts', async ({ browser }) => {
  const current = await currentVersion(browser);
  const version = publishCopy('tampered');
  // The attacker's edit: code appended to the exposed chunk of the published version.
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const exposed = manifest.exposes.find((e) => e.path === './lifecycles')?.assets.js.sync ?? [];
  expect(exposed.length).toBeGreaterThan(0);
  for (const file of exposed)
    fs.appendFileSync(path.join(STORE, 'mfe_activity', version, file), '\n;window.__tampered=1;');
  const c = remote('canary', `mfe_activity@${version}`, '--percent', '99');
  expect(c.code, c.err).toBe(0);

  // 99% of devices: a fresh device until one is in the canary (the first, nearly always).
  let tried = false;
  for (let i = 0; i < 4 && !tried; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/integrity/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(PAGE);
    // The page works: the current version mounted after the tampered one failed.
    await expect(heading(page)).toBeVisible({ timeout: 15_000 });
    const failures = await page.evaluate(
      () =>
        (window as { __CUMULUS_REMOTE_ERRORS__?: { version: string }[] })
          .__CUMULUS_REMOTE_ERRORS__ ?? [],
    );
    tried = failures.some((f) => f.version === version);
    // Whether or not this device was in the canary, the tampered code never ran.
    expect(
      await page.evaluate(() => (window as { __tampered?: number }).__tampered),
    ).toBeUndefined();
    if (tried) expect(refused.join('\n')).toMatch(/integrity/i);
    await context.close();
  }
  expect(tried).toBe(true);
  expect(await currentVersion(browser)).toBe(current);
  expect(remote('canary', 'mfe_activity', '--off').code).toBe(0);
});

test('a canary failing for half its devices is rolled back within a minute', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const current = await currentVersion(browser);
  const version = publishCopy('flaky');
  const c = remote(
    'canary',
    `mfe_activity@${version}`,
    '--percent',
    '99',
    '--auto-rollback',
    '--min-loads',
    '4',
    '--max-failure-rate',
    '0.4',
  );
  expect(c.code, c.err).toBe(0);
  expect(c.out).toMatch(/rolled back automatically at 40% failures of at least 4 loads/);

  const t0 = Date.now();
  let canaryGone = false;
  for (let i = 0; i < 12 && !canaryGone; i++) {
    // A fresh device each time; every other one cannot load the canary's entry.
    const context = await browser.newContext();
    const page = await context.newPage();
    // Every attempt at it: the first, and the retry with a fresh URL (`?r=`).
    if (i % 2 === 1)
      await page.route(
        new RegExp(`/_v/${version.replace(/\./g, '\\.')}/remoteEntry\\.js(\\?.*)?$`),
        (r) => r.abort('connectionreset'),
      );
    const reported = page.waitForRequest((r) => r.url().endsWith('/__remote-report'), {
      timeout: 15_000,
    });
    await page.goto(PAGE);
    await expect(heading(page)).toBeVisible({ timeout: 15_000 });
    await reported.catch(() => undefined); // a device outside the canary reports nothing
    await context.close();
    const registry = (await (
      await browser.newContext().then((x) => x.request.get(`${ORIGINS.host}/registry.json`))
    ).json()) as { remotes: { mfe_activity: { canary?: { version: string } } } };
    canaryGone = registry.remotes.mfe_activity.canary?.version !== version;
  }
  expect(canaryGone).toBe(true);
  expect(Date.now() - t0).toBeLessThan(60_000);
  expect(await currentVersion(browser)).toBe(current);

  const status = remote('status', 'mfe_activity');
  expect(status.code, status.err).toBe(0);
  expect(status.out).toContain(`mfe_activity@${version}`);
  expect(status.out).toMatch(
    new RegExp(`canary ${version} rolled back \\(\\d+ of \\d+ loads failed`),
  );
  // Marked bad: not a canary again without `reinstate`.
  expect(remote('canary', `mfe_activity@${version}`, '--percent', '5').err).toMatch(/marked bad/);
});
