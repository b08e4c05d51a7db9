import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { DEV_LOOP_ORIGIN, DEV_LOOP_PORT } from './origins';

/**
 * A remote team's dev loop (issue 11): `webpack serve --mode development` of mfe-activity runs
 * inside the production host, pointed at through a developer override
 * (`?override=mfe_activity=<dev entry>`, confirmed in the host's dialog, decision 0014; the e2e
 * run's registry allows exactly this dev server's origin: CUMULUS_DEV_OVERRIDES in
 * playwright.config.ts). It proves the dev build runs under the host's CSP (source maps without
 * eval; the dev server's live-reload websocket is allowed in dev), the override banner shows,
 * mf-manifest.json carries the package version, and a change of a source file reloads the page.
 *
 * No source file of the repository is touched: the dev server builds a copy of mfe-activity in
 * `.e2e-builds/dev-loop/mfe-activity` (git-ignored, inside the repository so that its imports
 * resolve from the workspace's node_modules), and the test edits that copy. The dev server
 * listens on its own port (CUMULUS_DEV_PORT = infra/e2e/origins.ts's DEV_LOOP_PORT), so the
 * site's own mfe-activity origin stays up.
 *
 * Serial: one more webpack process on a two-core machine.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const COPY = path.join(ROOT, '.e2e-builds', 'dev-loop', 'mfe-activity');
const LABEL = 'dev-loop';
const VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-activity', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

let server: ChildProcess | null = null;
const port = DEV_LOOP_PORT;
let log = '';
const origin = () => DEV_LOOP_ORIGIN;

/** A copy of mfe-activity's sources whose webpack config calls the same preset. */
function copyRemote(): void {
  fs.rmSync(COPY, { recursive: true, force: true });
  fs.mkdirSync(COPY, { recursive: true });
  fs.cpSync(path.join(ROOT, 'mfe-activity', 'src'), path.join(COPY, 'src'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'mfe-activity', 'package.json'), path.join(COPY, 'package.json'));
  const preset = path.join(ROOT, 'infra', 'presets', 'webpack.preset');
  fs.writeFileSync(
    path.join(COPY, 'webpack.config.js'),
    `'use strict';
require('tsx/cjs/api').register();
const { createAppConfig } = require(${JSON.stringify(preset)});
module.exports = createAppConfig({
  appDir: __dirname,
  exposes: { './lifecycles': './src/exposes/lifecycles.ts' },
});
`,
  );
}

/** Starts the dev server of the copy; resolves once its remote entry is served. */
async function startDevServer(): Promise<void> {
  server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      'serve',
      '--mode',
      'development',
    ],
    {
      cwd: COPY,
      env: { ...process.env, CUMULUS_DEV_PORT: String(port), CUMULUS_BUILD_LABEL: LABEL },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`dev server exited:\n${log}`);
    // The dev middleware holds the request until the first build is done.
    const ok = await fetch(`${origin()}/remoteEntry.js`, { method: 'HEAD' })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`dev server not up after 25 s:\n${log}`);
}

/** CSP violations the page saw (the event) and CSP errors of its console. */
async function watchCsp(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  await page.exposeFunction('__reportCsp', (v: string) => errors.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      // Exposed above; the page's own code knows nothing of it.
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return errors;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(45_000);
  copyRemote();
  await startDevServer();
});

test.afterAll(() => {
  server?.kill();
  server = null;
  fs.rmSync(path.dirname(COPY), { recursive: true, force: true });
});

test('the dev build serves source maps without eval and the real build version', async ({
  request,
}) => {
  const entry = await request.get(`${origin()}/remoteEntry.js`);
  expect(entry.ok()).toBe(true);
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  const code = await entry.text();
  expect(code.trimEnd()).toMatch(/\/\/# sourceMappingURL=remoteEntry\.js\.map$/);
  expect(code).not.toMatch(/\beval\(/);
  const map = await request.get(`${origin()}/remoteEntry.js.map`);
  expect(map.ok()).toBe(true);
  expect(((await map.json()) as { sources: string[] }).sources.length).toBeGreaterThan(0);
  const manifest = (await (await request.get(`${origin()}/mf-manifest.json`)).json()) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  expect(manifest.metaData.buildInfo.buildVersion).toBe(VERSION);
});

test('the dev build runs in the production host: no CSP violation, banner, live reload', async ({
  page,
}) => {
  test.setTimeout(40_000);
  const csp = await watchCsp(page);
  // The dev server's live-reload socket and what it says (from its first message on).
  const sockets: WebSocket[] = [];
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().startsWith(`ws://localhost:${port}/`)) return;
    sockets.push(ws);
    ws.on('framereceived', (f) => frames.push(String(f.payload)));
  });

  await page.goto(`/check-in-guide?override=mfe_activity=${origin()}/remoteEntry.js`);
  // Nothing loads before the developer says so in the host's dialog.
  const dialog = page.getByRole('dialog', { name: 'Load code from a developer override?' });
  await expect(dialog).toContainText(`${origin()}/remoteEntry.js`);
  await dialog.getByRole('button', { name: 'Load this code' }).click();
  // The remote's root carries its build label: the dev build's, not the site's stable one.
  const remoteRoot = page.locator('[data-remote="mfe_activity"][data-build]');
  await expect(remoteRoot).toHaveAttribute('data-build', LABEL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('override-banner')).toBeVisible();
  expect(csp, 'CSP violations').toEqual([]);
  // The live-reload socket connects and hears from the dev server (its build hash, `ok`).
  await expect.poll(() => frames.some((f) => f.includes('"type":"ok"'))).toBe(true);
  expect(sockets.at(-1)?.isClosed()).toBe(false);

  // A change of a source (of the copy) rebuilds and reloads the page: full live reload, not HMR.
  await page.evaluate(() => {
    (window as unknown as { __beforeReload?: boolean }).__beforeReload = true;
  });
  const lifecycles = path.join(COPY, 'src', 'exposes', 'lifecycles.ts');
  fs.appendFileSync(lifecycles, "\ndocument.documentElement.dataset.devLoop = 'reloaded';\n");
  await expect(page.locator('html')).toHaveAttribute('data-dev-loop', 'reloaded', {
    timeout: 20_000,
  });
  expect(
    await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
  ).toBeUndefined();
  await expect(page.getByTestId('override-banner')).toBeVisible();
  await expect(remoteRoot).toHaveAttribute('data-build', LABEL);

  expect(csp, 'CSP violations').toEqual([]);
});
