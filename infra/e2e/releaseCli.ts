/**
 * The release CLI (`npm run remote`) as the serial release specs run it: against the store the
 * e2e site serves (its CUMULUS_DATA_DIR and CUMULUS_PORT_OFFSET, infra/registry/config.ts), with
 * a publish token of the spec's own.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { releasesDir } from '../registry/config';
import { E2E_DATA_DIR } from './part';

const ROOT = path.resolve(__dirname, '..', '..');

/** The environment of the e2e site's store. */
const RELEASE_ENV = { ...process.env, CUMULUS_DATA_DIR: E2E_DATA_DIR };

/** The e2e site's release store folder. */
export const RELEASE_STORE = releasesDir(RELEASE_ENV);

/** One run of the CLI with `token` as CUMULUS_PUBLISH_TOKEN. */
export function releaseCli(token: string, ...args: string[]) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'infra', 'registry', 'cli.ts'), ...args],
    { cwd: ROOT, encoding: 'utf8', env: { ...RELEASE_ENV, CUMULUS_PUBLISH_TOKEN: token } },
  );
  return { code: r.status, out: r.stdout, err: r.stderr };
}
