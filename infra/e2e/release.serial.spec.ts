import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { releasesDir } from '../registry/config';
import { headingIsTheArrivedOne, keepArrivedHeading } from './hydration';
import { ORIGINS } from './origins';

/**
 * The release path of a remote (issue 11), with the CLI a team runs (`npm run remote`) against
 * the store the running site serves: a new mfe-activity build (its build label, shown in the
 * slot's data-build, is the visible change) is published and promoted; an open tab shows it
 * after a navigation, and the host server serves the new version's prerendered pages (no host
 * release); a rollback brings the old one back, while the rolled-back version's files
 * stay served for tabs that still run it. A build for another host contract is refused.
 *
 * Serial: it changes the registry every spec sees. The store is the one of the served site
 * (CUMULUS_DATA_DIR=.data/e2e of playwright.config.ts, infra/registry/config.ts); it is removed
 * afterwards, so the site serves its embedded default again.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const ENV = { ...process.env, CUMULUS_DATA_DIR: path.join(ROOT, '.data', 'e2e') };
const STORE = releasesDir(ENV);
const LABEL = 'release-e2e';
let build = '';
let token = '';

function remote(...args: string[]) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'infra', 'registry', 'cli.ts'), ...args],
    { cwd: ROOT, encoding: 'utf8', env: { ...ENV, CUMULUS_PUBLISH_TOKEN: token } },
  );
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/**
 * A production build of mfe-activity with another build label, in a temporary folder, as a team
 * makes one: `npm run build`, which also prerenders its pages into the build (decision 0018).
 */
function buildActivity(out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: path.join(ROOT, 'mfe-activity'),
      env: { ...process.env, CUMULUS_BUILD_LABEL: LABEL, CUMULUS_OUTPUT_PATH: out },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build: ${code}`))));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.rmSync(STORE, { recursive: true, force: true });
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-release-e2e-'));
  await buildActivity(build);
  const created = remote('token', 'create', 'e2e-release');
  expect(created.code, created.err).toBe(0);
  token = /^(cpt_\S+)$/m.exec(created.out)?.[1] ?? '';
});

test.afterAll(() => {
  fs.rmSync(STORE, { recursive: true, force: true });
  if (build) {
    fs.rmSync(build, { recursive: true, force: true });
    fs.rmSync(`${build}-prerender`, { recursive: true, force: true });
  }
});

const slot = '[data-remote="mfe_activity"][data-build]';

test('publish + promote: an open tab runs the new version after a navigation; rollback brings the old one back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/activity/black-friday');
  await expect(page.locator(slot)).toHaveAttribute('data-build', 'stable');

  const version = `0.1.0-e2e-${Date.now()}`;
  const t0 = Date.now();
  const published = remote('publish', 'mfe_activity', '--dir', build, '--version', version);
  expect(published.code, published.err).toBe(0);
  const promoted = remote('promote', `mfe_activity@${version}`);
  expect(promoted.code, promoted.err).toBe(0);
  const t1 = Date.now();

  // The same tab, its next navigation.
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remoteEntry.js')) entries.push(r.url());
  });
  await page.goto('/check-in');
  await expect(page.locator(slot)).toHaveAttribute('data-build', LABEL);
  const t2 = Date.now();
  expect(entries).toContain(`${ORIGINS['mfe-activity']}/_v/${version}/remoteEntry.js`);
  const timing = `publish ${t1 - t0} ms (publish + promote), live in the open tab ${t2 - t0} ms after publish started`;
  console.log(timing);
  test.info().annotations.push({ type: 'timing', description: timing });

  // Its prerendered pages came with it: the host server assembles the new version's fragment,
  // with no host release, and the browser hydrates it (the heading that arrived is kept).
  const html = await (
    await page.request.get('/ko/activity/black-friday', { headers: { Accept: 'text/html' } })
  ).text();
  expect(html).toContain(`data-version="0.1.0" data-build="${LABEL}" data-page="black-friday"`);
  await keepArrivedHeading(page);
  await page.goto('/ko/activity/black-friday');
  await expect(page.locator(slot)).toHaveAttribute('data-build', LABEL);
  await expect(page.locator('[data-remote="mfe_activity"][data-status="ready"]')).toBeVisible();
  expect(await headingIsTheArrivedOne(page)).toBe(true);

  const registry = (await (await page.request.get('/registry.json')).json()) as {
    remotes: { mfe_activity: { version: string; integrity?: string; previous?: unknown[] } };
  };
  expect(registry.remotes.mfe_activity).toMatchObject({
    version,
    integrity: expect.stringMatching(/^sha384-/),
  });

  const back = remote('rollback', 'mfe_activity');
  expect(back.code, back.err).toBe(0);
  expect(back.out).toContain(`${version} -> 0.1.0`);
  await page.goto('/activity/black-friday');
  await expect(page.locator(slot)).toHaveAttribute('data-build', 'stable');

  // Tabs still running the rolled-back version keep loading its files.
  const old = await page.request.get(`${ORIGINS['mfe-activity']}/_v/${version}/remoteEntry.js`);
  expect(old.status()).toBe(200);
  expect(old.headers()['cache-control']).toContain('immutable');
  expect(remote('log').out).toMatch(/e2e-release +rollback/);
});

test('a build for a contract the host does not accept is refused at publish', () => {
  const refused = remote(
    'publish',
    'mfe_activity',
    '--dir',
    path.join(ROOT, '.e2e-builds', 'contract-next'),
  );
  expect(refused.code).toBe(1);
  expect(refused.err).toMatch(/contract version 999 is not accepted by the current host/);
  expect(remote('list', 'mfe_activity').out).not.toContain('contract 999');
});

test('a campaign is data: add, swap and end it with the CLI, no host build', async ({ page }) => {
  const hour = 3600_000;
  const added = remote(
    'activity',
    'add',
    'summer-e2e',
    '--remote',
    'mfe_activity',
    '--page',
    'black-friday',
    '--starts',
    new Date(Date.now() - hour).toISOString(),
    '--ends',
    new Date(Date.now() + 24 * hour).toISOString(),
  );
  expect(added.code, added.err).toBe(0);
  await page.goto('/activity/summer-e2e');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Black Friday: premium for less',
  );

  expect(remote('activity', 'swap', 'summer-e2e', '--page', 'christmas').code).toBe(0);
  await page.goto('/activity/summer-e2e');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas gifts from Cumulus');

  expect(remote('activity', 'end', 'summer-e2e').code).toBe(0);
  await page.goto('/activity/summer-e2e');
  await expect(page).toHaveURL(/\/activity-end\?activity=summer-e2e$/);
});
