/**
 * Which specs a Playwright run takes and where its site keeps its data: one place, read by
 * playwright.config.ts (the site it starts) and by specs that reach that site's files (the
 * release store, infra/e2e/releaseCli.ts). Workers inherit the runner's environment.
 *
 * - `all` (unset): every spec, as `npm test` and `npx playwright test` run them.
 * - `parallel`: the specs that may share a site, two at a time, then the CSP audit.
 * - `serial`: the specs that change server-wide state (API faults, captcha mode, region access,
 *   the release store: `*.serial.spec.ts`), one at a time, then the CSP audit.
 */
import path from 'node:path';

export type E2EPart = 'all' | 'parallel' | 'serial';

export const E2E_PART = (process.env.CUMULUS_E2E_PART || 'all') as E2EPart;
if (!['all', 'parallel', 'serial'].includes(E2E_PART))
  throw new Error(`CUMULUS_E2E_PART=${E2E_PART}: expected parallel or serial (or unset: both)`);

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The site's data folder (its database and release store): CUMULUS_E2E_DATA_DIR (a second
 * checkout or a run on shifted ports names its own), else `.data/e2e`.
 */
export const E2E_DATA_DIR = path.resolve(ROOT, process.env.CUMULUS_E2E_DATA_DIR || '.data/e2e');
