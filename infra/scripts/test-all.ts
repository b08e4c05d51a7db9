/**
 * `npm test`: typecheck, lint (zero warnings), i18n check, Debian's nginx (installed when
 * missing), unit tests, production builds, the production headers on a real nginx, size
 * budgets, then the Playwright suite in Debian's Chromium. Stops at the first failure.
 */
import { APP_DIRS } from '../config/apps';
import { allOf, node, step } from './run';

const TSC = 'node_modules/tsgo/bin/tsc';
/** Every TypeScript project: shared-libs, the apps, infra. */
const PROJECTS = ['shared-libs', ...APP_DIRS, 'infra'];

async function main() {
  const t0 = Date.now();
  await step('typecheck', () =>
    Promise.all(PROJECTS.map((p) => node(TSC, ['-p', `${p}/tsconfig.json`, '--noEmit']))),
  );
  // The lint tools are independent and mostly single-threaded: on two cores, side by side.
  await step('lint', () =>
    allOf({
      eslint: () => node('node_modules/eslint/bin/eslint.js', ['--max-warnings', '0', '.']),
      'import cycles': () => node('infra/lint/cycles.ts', []),
      knip: () => node('node_modules/knip/bin/knip.js', ['--no-progress']),
      prettier: () =>
        node('node_modules/prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '.']),
    }),
  );
  await step("shared-libs' API report", () => node('infra/scripts/api-report.ts', []));
  await step('i18n check', () => node('infra/scripts/i18n-check.ts', []));
  // The unit tests run the production config on a real nginx (infra/production/nginx/).
  await step('nginx', () => node('infra/scripts/ensure-nginx.ts', []));
  await step('unit tests', () => node('node_modules/jest/bin/jest.js', ['--ci']));
  // The e2e site's database is seeded beside the builds (one core, which the builds leave idle at
  // times), so that Playwright's webServer starts on a seeded folder.
  await step('production builds', () =>
    allOf({
      builds: () => node('infra/scripts/build-all.ts', ['--e2e']),
      'e2e database': () => node('infra/e2e/seed-site.ts', []),
    }),
  );
  // After the builds: nginx serves them, with the page service over host/dist behind it.
  await step('production headers (real nginx, Observatory)', () =>
    node('infra/production/observatory/check.ts', []),
  );
  await step('size budgets', () => node('infra/budgets/check.ts', []));
  await step('chromium', () => node('infra/scripts/ensure-chromium.ts', []));
  await step('end-to-end (Playwright)', () =>
    node('node_modules/@playwright/test/cli.js', ['test']),
  );
  console.log(`\nAll checks passed in ${((Date.now() - t0) / 60000).toFixed(1)} min.`);
}

// Exits when done, like infra/prerender/render.ts: a tsx process with a cold cache could stay
// idle for about 20 s after its work.
main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(`\n✖ ${err.message}`);
    process.exit(1);
  },
);
