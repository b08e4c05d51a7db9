import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Registry } from 'shared-libs/contracts';
import { expect, test } from '@playwright/test';
import { RELEASE_STORE, releaseCli } from './releaseCli';
import { headingIsTheArrivedOne, keepArrivedHeading } from './hydration';
import { ORIGINS } from './origins';

/**
 * The release path of a remote (issue 11, "never silently broken"), with the CLI a team runs
 * (`npm run remote`) against the store the running site serves. The site published its own
 * builds at start-up (infra/serve/releases.ts): every registry entry is a published version
 * with integrity from the first page. A new mfe-activity build (its build label, shown in the
 * slot's data-build, is the visible change) is published and promoted; an open tab shows it
 * after a navigation, and the host server serves the new version's prerendered pages (no host
 * release); the first rollback brings back the start-up's published version (not whatever
 * the build folder holds), while the rolled-back version's files stay served for tabs that
 * still run it. A build for another host contract is refused; a version marked bad is refused.
 *
 * Serial: it changes the registry every spec sees. The store is the one of the served site
 * (CUMULUS_DATA_DIR of playwright.config.ts and CUMULUS_PORT_OFFSET, infra/registry/config.ts).
 * It is not removed (the site serves it): the spec leaves it as it found it (the rollback
 * restores the start-up's version; its campaign is removed); only its publish tokens are its own.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const STORE = RELEASE_STORE;
const LABEL = 'release-e2e';
const version = `0.1.0-e2e-${Date.now()}`;
let build = '';
let token = '';

const remote = (...args: string[]) => releaseCli(token, ...args);

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
  // The spec's own publish token (the first token of a store needs none).
  fs.rmSync(path.join(STORE, 'auth'), { recursive: true, force: true });
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-release-e2e-'));
  await buildActivity(build);
  const created = remote('token', 'create', 'e2e-release');
  expect(created.code, created.err).toBe(0);
  token = /^(cpt_\S+)$/m.exec(created.out)?.[1] ?? '';
  // A campaign left by an interrupted run.
  remote('activity', 'remove', 'summer-e2e');
});

test.afterAll(() => {
  fs.rmSync(path.join(STORE, 'auth'), { recursive: true, force: true });
  if (build) {
    fs.rmSync(build, { recursive: true, force: true });
    fs.rmSync(`${build}-prerender`, { recursive: true, force: true });
  }
});

const slot = '[data-remote="mfe_activity"][data-build]';

type Served = {
  remotes: Record<
    string,
    { entry: string; version: string; integrity?: string; previous?: { integrity?: string }[] }
  >;
};

test('from the first page, every registry entry is a published version with integrity', async ({
  page,
}) => {
  const registry = (await (await page.request.get('/registry.json')).json()) as Served;
  for (const app of ['mfe-marketing', 'mfe-share', 'mfe-drive', 'mfe-activity'] as const) {
    const container = app.replace('-', '_');
    const e = registry.remotes[container];
    expect(e?.entry, container).toBe(`${ORIGINS[app]}/_v/${e?.version ?? ''}/remoteEntry.js`);
    expect(e?.version, container).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    expect(e?.integrity, container).toMatch(/^sha384-/);
    for (const p of e?.previous ?? []) expect(p.integrity, container).toMatch(/^sha384-/);
  }
  // The published mf-manifest.json names the published version.
  const e = registry.remotes.mfe_activity!;
  const manifest = (await (
    await page.request.get(e.entry.replace(/remoteEntry\.js$/, 'mf-manifest.json'))
  ).json()) as { metaData: { buildInfo: { buildVersion: string } } };
  expect(manifest.metaData.buildInfo.buildVersion).toBe(e.version);
});

test("a remote's stand-alone page has a Content-Security-Policy and breaks none of it", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const res = await page.goto(`${ORIGINS['mfe-activity']}/index.html`);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  // After the load event every script of the page has run (or been refused). (A production
  // stand-alone page stays blank for another reason, with or without the policy: its
  // remoteEntry.js expects the host's federation runtime, decision 0019.)
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
});

test('publish + promote: an open tab runs the new version after a navigation; the first rollback brings the start-up version back', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const start = ((await (await page.request.get('/registry.json')).json()) as Served).remotes
    .mfe_activity!.version;
  await page.goto('/activity/black-friday');
  await expect(page.locator(slot)).toHaveAttribute('data-build', 'stable');

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

  const r0 = Date.now();
  const back = remote('rollback', 'mfe_activity');
  expect(back.code, back.err).toBe(0);
  expect(back.out).toContain(`${version} -> ${start} (${version} marked bad)`);
  // A fresh load (a new browser context: nothing cached) shows the old text.
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto('/activity/black-friday');
  await expect(freshPage.locator(slot)).toHaveAttribute('data-build', 'stable');
  const rollbackTiming = `rollback to the old text on a fresh load: ${Date.now() - r0} ms`;
  console.log(rollbackTiming);
  test.info().annotations.push({ type: 'timing', description: rollbackTiming });
  await fresh.close();
  await page.goto('/activity/black-friday');
  await expect(page.locator(slot)).toHaveAttribute('data-build', 'stable');
  const after = (await (await page.request.get('/registry.json')).json()) as Served;
  expect(after.remotes.mfe_activity?.version).toBe(start);
  // A version rolled back from is refused until reinstated.
  expect(remote('promote', `mfe_activity@${version}`)).toMatchObject({
    code: 1,
    err: expect.stringContaining(`mfe_activity@${version} is marked bad`),
  });

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

test('a campaign is data: add, swap, end and remove it with the CLI, no host build; prerendered like the built-in ones', async ({
  page,
}) => {
  // Six CLI runs (a Node process each, 1 to 4 s on a loaded machine) and four page loads.
  test.setTimeout(90_000);
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
  // Prerendered like the built-in campaign: the page's fragment is in the HTML.
  const html = await (
    await page.request.get('/activity/summer-e2e', { headers: { Accept: 'text/html' } })
  ).text();
  expect(html).toContain('data-page="black-friday"');
  expect(html).toContain('Black Friday: premium for less');
  await page.goto('/activity/summer-e2e');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Black Friday: premium for less',
  );
  // A version marked bad (the rolled-back one above) is refused for a campaign too.
  expect(remote('activity', 'swap', 'summer-e2e', '--version', version)).toMatchObject({
    code: 1,
    err: expect.stringContaining('is marked bad'),
  });

  // Pinned to a published version of its own: prerendered from that version, which mounts it.
  const live = (await (await page.request.get('/registry.json')).json()) as Registry;
  const own = live.remotes.mfe_activity!.version;
  expect(remote('activity', 'swap', 'summer-e2e', '--version', own).code).toBe(0);
  const pinned = await (
    await page.request.get('/activity/summer-e2e', { headers: { Accept: 'text/html' } })
  ).text();
  expect(pinned).toContain('Black Friday: premium for less');
  await page.goto('/activity/summer-e2e');
  await expect(page.locator('[data-remote="mfe_activity"][data-status="ready"]')).toHaveAttribute(
    'data-source',
    'campaign',
  );

  expect(remote('activity', 'swap', 'summer-e2e', '--page', 'christmas').code).toBe(0);
  await page.goto('/activity/summer-e2e');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas gifts from Cumulus');

  expect(remote('activity', 'end', 'summer-e2e').code).toBe(0);
  await page.goto('/activity/summer-e2e');
  await expect(page).toHaveURL(/\/activity-end\?activity=summer-e2e$/);

  // Removed: the route is gone (not found), and the slug is free again.
  expect(remote('activity', 'remove', 'summer-e2e').code).toBe(0);
  const gone = await page.request.get('/activity/summer-e2e', { headers: { Accept: 'text/html' } });
  expect(gone.status()).toBe(404);
});
