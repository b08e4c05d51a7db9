/**
 * Which release store this process uses, from the environment (the CLI and the local servers
 * read the same variables, so `npm start` serves what `npm run remote -- ...` writes):
 *
 * - default: a folder, `$CUMULUS_RELEASES_DIR`, else `<data dir>/releases` where the data dir
 *   is `$CUMULUS_DATA_DIR` or `.data/` (the API's). A copy of the site shifted by
 *   CUMULUS_PORT_OFFSET uses `releases-<offset>`: its registry names its own origins.
 * - `CUMULUS_RELEASE_S3_BUCKET` set: an S3-compatible store (`CUMULUS_RELEASE_S3_PREFIX`,
 *   `CUMULUS_RELEASE_S3_ENDPOINT` for a non-AWS endpoint, path-style; credentials and region
 *   from the AWS SDK's usual chain: AWS_ACCESS_KEY_ID, AWS_REGION ...).
 *
 * Published files are addressed at `<remote origin>/_v/<version>/<file>` (the remote's own
 * static server answers them from the store, infra/serve/site.ts), or at
 * `$CUMULUS_RELEASE_PUBLIC_URL/<remote>/<version>/<file>` when the store is served by a CDN.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-libs/contracts';
import { REMOTE_DIRS } from '../config/apps';
import { originOf } from '../serve/origins';
import { hostContract } from './build-info';
import { localRegistry } from './local-registry';
import type { S3StorageOptions } from './s3-storage';
import { LocalDirStorage, type Storage } from './storage';
import { ReleaseStore } from './store/release-store';

const ROOT = path.resolve(__dirname, '..', '..');

/** The path prefix under which a remote's origin serves its published versions. */
export const VERSIONS_PATH = '/_v/';

export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CUMULUS_RELEASES_DIR) return path.resolve(env.CUMULUS_RELEASES_DIR);
  const data = env.CUMULUS_DATA_DIR ? path.resolve(env.CUMULUS_DATA_DIR) : path.join(ROOT, '.data');
  const offset = Number(env.CUMULUS_PORT_OFFSET || 0);
  return path.join(data, offset ? `releases-${offset}` : 'releases');
}

/** S3Storage, with the AWS SDK loaded on first use (not by every `npm start` and CLI run). */
function lazyS3(o: S3StorageOptions): Storage {
  let storage: Promise<Storage> | null = null;
  const s3 = () => (storage ??= import('./s3-storage').then((m) => new m.S3Storage(o)));
  return {
    description: `s3://${o.bucket}/${o.prefix ?? ''}`,
    get: async (key) => (await s3()).get(key),
    put: async (key, body, options) => (await s3()).put(key, body, options),
    list: async (prefix) => (await s3()).list(prefix),
    delete: async (key) => (await s3()).delete(key),
  };
}

/**
 * Other local stores beside this one (`releases`, `releases-<offset>` of the same data folder)
 * that have a registry, as `CUMULUS_PORT_OFFSET=<n>` hints: a command run without the site's
 * offset writes another store than the one the site serves, and says so.
 */
export function siblingStores(env: NodeJS.ProcessEnv = process.env): string[] {
  const own = releasesDir(env);
  const parent = path.dirname(own);
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  return names
    .filter((n) => /^releases(-\d+)?$/.test(n) && path.join(parent, n) !== own)
    .filter((n) => fs.existsSync(path.join(parent, n, 'registry.json')))
    .map((n) => {
      const offset = /^releases-(\d+)$/.exec(n)?.[1];
      return `${path.join(parent, n)} (${offset ? `CUMULUS_PORT_OFFSET=${offset}` : 'no CUMULUS_PORT_OFFSET'})`;
    });
}

export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): Storage {
  const bucket = env.CUMULUS_RELEASE_S3_BUCKET;
  if (bucket) {
    const endpoint = env.CUMULUS_RELEASE_S3_ENDPOINT;
    return lazyS3({
      bucket,
      prefix: env.CUMULUS_RELEASE_S3_PREFIX,
      client: endpoint ? { endpoint, forcePathStyle: true } : {},
    });
  }
  return new LocalDirStorage(releasesDir(env));
}

/** URL of a published file. */
export function urlOf(remote: RemoteName, version: string, file: string, env = process.env) {
  const base = env.CUMULUS_RELEASE_PUBLIC_URL;
  if (base) return `${base.replace(/\/$/, '')}/${remote}/${version}/${file}`;
  const dir = REMOTE_DIRS[remote];
  if (!dir) throw new Error(`no remote named ${remote}`);
  return `${originOf(dir)}${VERSIONS_PATH}${version}/${file}`;
}

/**
 * `devRemotes`: remotes whose origin is a dev server (`npm run serve -- --except mfe-share`): the
 * served registry points them at that origin's own remoteEntry.js, as the embedded default does.
 * `liveDefaults`: the local site (ReleaseStoreOptions.liveDefaults).
 */
export function storeFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  o: { devRemotes?: RemoteName[]; liveDefaults?: boolean } = {},
): ReleaseStore {
  return new ReleaseStore({
    storage: storageFromEnv(env),
    urlOf: (remote, version, file) => urlOf(remote, version, file, env),
    initialRegistry: () => localRegistry(),
    hostContract: () => hostContract(env.CUMULUS_HOST_DIST),
    // Another budgets file than infra/budgets/budgets.json (a fork's, or a check of the release
    // path itself against builds that are over the checked-in budgets).
    budgetsFile: env.CUMULUS_BUDGETS_FILE ? path.resolve(env.CUMULUS_BUDGETS_FILE) : undefined,
    devRemotes: o.devRemotes,
    liveDefaults: o.liveDefaults,
  });
}
