/**
 * The e2e site's database (infra/e2e/part.ts' E2E_DATA_DIR), created and seeded as the API does
 * on its first start, the 100,000-item folder included: `npm test` runs it beside the checks
 * after the builds, so that Playwright's webServer starts on a seeded folder. On a folder that
 * is already seeded it only opens and closes the database.
 *   node --import tsx infra/e2e/seed-site.ts
 */
import { createContext } from '../api/src';
import { E2E_DATA_DIR } from './part';

const t0 = Date.now();
const ctx = createContext({ dataDir: E2E_DATA_DIR });
const seeded = ctx.seeded;
ctx.close();
console.log(
  `e2e database ${E2E_DATA_DIR}: ${seeded ? 'seeded' : 'already seeded'} (${Date.now() - t0} ms)`,
);
