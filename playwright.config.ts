import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the production builds, served exactly as
 * `npm start` serves them (host :8080, remotes :8081-:8084, e2e extras :8085-:8086, API
 * :8090-:8092 on a throw-away database). Specs that change server-wide state (API faults,
 * captcha mode, region access) are named `*.serial.spec.ts` and run one at a time, after the rest.
 */
import { randomBytes } from 'node:crypto';
import { E2E_CHROMIUM } from './infra/e2e/chromium';
import { E2E_DATA_DIR, E2E_PART, type E2EPart } from './infra/e2e/part';
import { E2E_OVERRIDE_ORIGINS, EMBEDDING_PARENT, ORIGINS } from './infra/e2e/origins';

// The servers of this run get a control secret and a dev key of their own (the control endpoint
// exists only with one: decision 0020). Set before the workers start, so they inherit them.
process.env.CUMULUS_CONTROL_SECRET ||= randomBytes(24).toString('base64url');
process.env.CUMULUS_DEV_KEY ||= randomBytes(24).toString('base64url');

const CI = Boolean(process.env.CI);

/**
 * The projects of a run (infra/e2e/part.ts). Unset CUMULUS_E2E_PART, as `npm test` runs it:
 * every spec on one site, the specs that may share it two at a time, then the serial ones one at
 * a time, then the CSP audit. `parallel` or `serial` runs one of the two parts, then the audit.
 */
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
function projectsOf(part: E2EPart) {
  const shared = {
    name: 'chromium',
    use: desktop,
    testIgnore: ['**/node_modules/**', '**/*.serial.spec.ts'],
  };
  const serial = {
    name: 'chromium-serial',
    use: desktop,
    testMatch: '**/e2e/**/*.serial.spec.ts',
    dependencies: part === 'all' ? ['chromium'] : [],
    workers: 1,
  };
  // Last: no CSP violation across everything above, on this run's site (infra/serve/csp.ts).
  const cspAudit = (after: string) => ({
    name: 'csp-audit',
    use: desktop,
    testMatch: 'infra/e2e/csp-audit.check.ts',
    dependencies: [after],
    workers: 1,
  });
  if (part === 'parallel') return [shared, cspAudit('chromium')];
  if (part === 'serial') return [serial, cspAudit('chromium-serial')];
  return [shared, serial, cspAudit('chromium-serial')];
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/e2e/**/*.spec.ts',
  testIgnore: ['**/node_modules/**'],
  globalSetup: './infra/e2e/verify-reused-site.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // Each part writes its own results and report (they may run at once).
  outputDir: E2E_PART === 'all' ? 'test-results' : `test-results/${E2E_PART}`,
  reporter: CI
    ? [
        ['list'],
        [
          'html',
          {
            open: 'never',
            outputFolder:
              E2E_PART === 'all' ? 'playwright-report' : `playwright-report/${E2E_PART}`,
          },
        ],
      ]
    : [['list']],
  use: {
    baseURL: ORIGINS.host,
    // A visitor who already answered the cookie tips (declined: nothing is measured), so the
    // notice does not cover the pages other specs act on; host/e2e/analytics-consent.spec.ts
    // starts without it and tests the notice itself.
    storageState: 'infra/e2e/consent-decided.json',
    // A trace costs about half as much CPU again as the test itself (decision 0033): recorded
    // when a failed test is retried (CI retries once); `--trace on` records one locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM.bin,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // A document fulfilled by a test (page.route) has no address space; without this,
        // Chromium's local network access checks block its requests to the loopback origins.
        '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
      ],
    },
  },
  projects: projectsOf(E2E_PART),
  webServer: {
    command: 'node --import tsx infra/scripts/serve.ts',
    url: `${ORIGINS.host}/registry.json`,
    // The suite starts its own site; CUMULUS_E2E_REUSE=1 tests one already running, once
    // verified to be this checkout's build (infra/e2e/verify-reused-site.ts).
    reuseExistingServer: process.env.CUMULUS_E2E_REUSE === '1',
    timeout: 60_000,
    // A share's first view may wait longer for the API than in production (500 ms): on a
    // loaded CI machine its HTML must not depend on the load (infra/serve/share-first-view.ts).
    env: {
      CUMULUS_DATA_DIR: E2E_DATA_DIR,
      CUMULUS_SHARE_FIRST_VIEW_MS: '3000',
      // The same for the remotes' prerendered files (production: 800 ms).
      CUMULUS_PRERENDER_FETCH_MS: '3000',
      // The embedded registry allows none of these by default (safe by default): the e2e run
      // names what its specs need, exact origins (infra/registry/local-registry.ts).
      CUMULUS_EMBEDDING_PARENTS: EMBEDDING_PARENT,
      CUMULUS_DEV_OVERRIDES: E2E_OVERRIDE_ORIGINS.join(','),
      CUMULUS_CONTROL_SECRET: process.env.CUMULUS_CONTROL_SECRET,
      CUMULUS_DEV_KEY: process.env.CUMULUS_DEV_KEY,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
