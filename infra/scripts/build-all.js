#!/usr/bin/env node
'use strict';
/**
 * Production builds of every app, each into its own dist/ (each remote builds alone too:
 * `npm run build -w mfe-share`). Two at a time: the machine has two cores.
 *   --e2e     also builds the extra remotes the e2e suite serves on :8085/:8086
 *   --single  also builds the single-bundle reference of the host (remotes compiled in, no
 *             federation) into host/dist-single, for the benchmark (infra/bench/run.js)
 */
const path = require('node:path');
const { node, step, ROOT } = require('./run');

const APPS = ['host', 'mfe-marketing', 'mfe-share', 'mfe-drive', 'mfe-activity'];
const WEBPACK = 'node_modules/webpack-cli/bin/cli.js';

const build = (app, env = {}) =>
  node(WEBPACK, ['--mode', 'production'], { cwd: path.join(ROOT, app), env });

/** Extra builds for e2e: another build of a remote (registry switch) and an incompatible one. */
const E2E_BUILDS = [
  { app: 'mfe-marketing', out: '.e2e-builds/canary', env: { CUMULUS_BUILD_LABEL: 'canary' } },
  {
    app: 'mfe-activity',
    out: '.e2e-builds/contract-next',
    env: { CUMULUS_CONTRACT_VERSION: '999', CUMULUS_BUILD_LABEL: 'contract-next' },
  },
];

async function pool(items, size, fn) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (queue.length) await fn(queue.shift());
    }),
  );
}

/** The single-bundle reference build (see infra/presets/webpack.preset.js). */
const buildSingle = () => build('host', { CUMULUS_SINGLE_BUNDLE: '1' });

async function main() {
  const e2e = process.argv.includes('--e2e');
  const single = process.argv.includes('--single');
  const jobs = [...APPS.map((app) => () => build(app)), ...(single ? [buildSingle] : [])];
  const label = `build ${APPS.join(', ')}${single ? ', host (single bundle)' : ''}`;
  await step(label, () => pool(jobs, 2, (job) => job()));
  if (e2e) {
    await step('build e2e extras (canary, incompatible contract)', () =>
      pool(E2E_BUILDS, 2, (b) =>
        build(b.app, { ...b.env, CUMULUS_OUTPUT_PATH: path.join(ROOT, b.out) }),
      ),
    );
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}

module.exports = { main, APPS, E2E_BUILDS, buildSingle };
