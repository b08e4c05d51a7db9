#!/usr/bin/env node
'use strict';
/**
 * `npm test`: typecheck, lint (zero warnings), i18n check, unit tests, production builds,
 * size budgets, then the Playwright suite in Debian's Chromium. Stops at the first failure.
 */
const fs = require('node:fs');
const path = require('node:path');
const { node, step, ROOT } = require('./run');

const TSC = 'node_modules/tsgo/bin/tsc';
const PROJECTS = [
  'shared-libs',
  'host',
  'mfe-marketing',
  'mfe-share',
  'mfe-drive',
  'mfe-activity',
  'infra',
];

async function main() {
  const t0 = Date.now();
  await step('typecheck', () =>
    Promise.all(PROJECTS.map((p) => node(TSC, ['-p', `${p}/tsconfig.json`, '--noEmit']))),
  );
  await step('lint', async () => {
    await node('node_modules/eslint/bin/eslint.js', ['--max-warnings', '0', '.']);
    await node('node_modules/prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '.']);
  });
  await step('i18n check', () => node('infra/scripts/i18n-check.js', []));
  await step('unit tests', () => node('node_modules/jest/bin/jest.js', ['--ci']));
  await step('production builds', () => node('infra/scripts/build-all.js', ['--e2e']));
  if (fs.existsSync(path.join(ROOT, 'infra/budgets/check.js'))) {
    await step('size budgets', () => node('infra/budgets/check.js', []));
  }
  await step('chromium', () => node('infra/scripts/ensure-chromium.js', []));
  await step('end-to-end (Playwright)', () =>
    node('node_modules/@playwright/test/cli.js', ['test']),
  );
  console.log(`\nAll checks passed in ${((Date.now() - t0) / 60000).toFixed(1)} min.`);
}

main().catch((err) => {
  console.error(`\n✖ ${err.message}`);
  process.exit(1);
});
