/**
 * The registry for the embedded default: where each remote lives, which version, and the
 * data-driven routes (activity pages). Production serves its own registry.json (see
 * infra/registry/README.md); the host reads it at run time and has no remote URL compiled in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from 'shared-libs/contracts';
import { REMOTES } from '../config/apps';
import { API_ORIGINS, originOf } from '../serve/origins';

/**
 * A registry as read from CUMULUS_REGISTRY_FILE: any part may be missing, so its readers fall
 * back part by part.
 */
export type RegistryFile = Partial<Registry>;

const ROOT = path.resolve(__dirname, '..', '..');
const DAY = 24 * 3600 * 1000;

const versions = new Map<string, string>();
/** A workspace's package.json version (read once per process). */
function versionOf(dir: string): string {
  let v = versions.get(dir);
  if (v === undefined) {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    v = pkg.version;
    versions.set(dir, v);
  }
  return v;
}

/** An exact http(s) origin: no path, no `*` port (these lists are exact on purpose). */
const EXACT_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * A comma- or space-separated list of exact origins from the environment (empty when unset).
 * Anything else is refused loudly: a typo must not quietly widen or empty the list.
 */
export function originsFromEnv(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (env[name] ?? '').split(/[\s,]+/).filter(Boolean);
  for (const o of list) {
    if (!EXACT_ORIGIN.test(o)) throw new Error(`${name}: "${o}" is not an exact http(s) origin`);
  }
  return [...new Set(list.map((o) => o.toLowerCase()))];
}

export function localRegistry(now = Date.now(), env: NodeJS.ProcessEnv = process.env): Registry {
  const devOverrides = originsFromEnv(env, 'CUMULUS_DEV_OVERRIDES');
  const remotes: Registry['remotes'] = {};
  for (const [dir, name] of Object.entries(REMOTES)) {
    remotes[name] = { entry: `${originOf(dir)}/remoteEntry.js`, version: versionOf(dir) };
  }
  const iso = (t: number) => new Date(t).toISOString();
  return {
    schema: 1,
    remotes,
    // Campaign pages are data: marketing adds, swaps or ends one here, without a host release.
    // These windows say when a page is published; the campaigns' own dates are the API's
    // (activity_operation), and the activity remote shows the end page outside them.
    activities: [
      {
        slug: 'black-friday',
        remote: 'mfe_activity',
        page: 'black-friday',
        startsAt: iso(now - 7 * DAY),
        endsAt: '2099-12-31T23:59:59.000Z',
      },
      {
        slug: 'christmas',
        remote: 'mfe_activity',
        page: 'christmas',
        startsAt: iso(now - 1 * DAY),
        endsAt: '2099-12-31T23:59:59.000Z',
      },
      {
        slug: 'compensation',
        remote: 'mfe_activity',
        page: 'compensation',
        startsAt: '2024-09-01T00:00:00.000Z',
        // The page of every compensation type (spec §3), each with its own dates in the API.
        endsAt: '2099-12-31T23:59:59.000Z',
      },
    ],
    api: {
      origins: [...API_ORIGINS],
      accessOrigins: [...API_ORIGINS],
    },
    // Pages allowed to frame the site (spec §2 embedded mode, `?origin=`): the CSP's
    // frame-ancestors and the host's message checks use this list only. None by default;
    // CUMULUS_EMBEDDING_PARENTS names exact origins (the e2e parent page). Production lists its
    // real parents.
    embedding: { parents: originsFromEnv(env, 'CUMULUS_EMBEDDING_PARENTS') },
    // Developer overrides (a remote pointed at a local dev server, decision 0014): none by
    // default, like production. The dev loop is turned on explicitly: CUMULUS_DEV_OVERRIDES
    // names exact origins, and only then may a link propose one (`?override=`, the query form).
    ...(devOverrides.length ? { overrides: { allowedOrigins: devOverrides, query: true } } : {}),
  };
}
