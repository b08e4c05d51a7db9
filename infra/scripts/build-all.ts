/**
 * Production builds of every app, each into its own dist/ (each remote builds alone too:
 * `npm run build -w mfe-share`). Two at a time: the machine has two cores.
 *   --e2e     also builds the extra remotes the e2e suite serves on :8085/:8086
 *   --single  also builds the single-bundle reference of the host (remotes compiled in, no
 *             federation) into host/dist-single, for the benchmark (infra/bench/run.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, APPS } from '../config/apps';
import { parseCli } from './cli';
import { node, step, ROOT } from './run';

const WEBPACK = 'node_modules/webpack-cli/bin/cli.js';

const build = (app: string, env: Record<string, string> = {}) =>
  node(WEBPACK, ['--mode', 'production'], { cwd: path.join(ROOT, app), env });

/** Extra builds for e2e: another build of a remote (registry switch) and an incompatible one. */
export const E2E_BUILDS: { app: string; out: string; env: Record<string, string> }[] = [
  { app: 'mfe-marketing', out: '.e2e-builds/canary', env: { CUMULUS_BUILD_LABEL: 'canary' } },
  {
    app: 'mfe-activity',
    out: '.e2e-builds/contract-next',
    env: { CUMULUS_CONTRACT_VERSION: '999', CUMULUS_BUILD_LABEL: 'contract-next' },
  },
];

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (queue.length) await fn(queue.shift() as T);
    }),
  );
}

/** Apps with a prerender entry (decision 0018): the host's shell, a remote's public pages. */
export const PRERENDER_APPS = APPS.filter((a) =>
  fs.existsSync(
    path.join(ROOT, a.dir, a.kind === 'host' ? 'src/prerender.tsx' : 'src/exposes/prerender.ts'),
  ),
);

/** The Node builds of PRERENDER_APPS, then each remote's pages rendered into its dist/. */
export async function prerenderAll(): Promise<void> {
  await step(`prerender builds (${PRERENDER_APPS.map((a) => a.dir).join(', ')})`, () =>
    pool(
      PRERENDER_APPS.map((a) => () => build(a.dir, { CUMULUS_PRERENDER: '1' })),
      2,
      (job) => job(),
    ),
  );
  const remotes = PRERENDER_APPS.filter((a) => a.kind === 'remote').map((a) => a.dir);
  await step('prerender pages', () => node('infra/prerender/render.ts', remotes));
}

/** The single-bundle reference build (see infra/presets/webpack.preset.ts). */
export const buildSingle = () => build('host', { CUMULUS_SINGLE_BUNDLE: '1' });

export async function main(argv = process.argv.slice(2)) {
  const { values } = parseCli(
    'build-all.ts [--e2e] [--single]',
    { e2e: { type: 'boolean', default: false }, single: { type: 'boolean', default: false } },
    argv,
  );
  const { e2e, single } = values;
  const jobs = [...APP_DIRS.map((app) => () => build(app)), ...(single ? [buildSingle] : [])];
  const label = `build ${APP_DIRS.join(', ')}${single ? ', host (single bundle)' : ''}`;
  await step(label, () => pool(jobs, 2, (job) => job()));
  await prerenderAll();
  if (e2e) {
    await step('build e2e extras (canary, incompatible contract)', () =>
      pool(E2E_BUILDS, 2, (b) =>
        build(b.app, { ...b.env, CUMULUS_OUTPUT_PATH: path.join(ROOT, b.out) }),
      ),
    );
  }
}

if (require.main === module) {
  main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
