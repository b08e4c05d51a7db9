import type { ActivityEntry, Registry, RemoteName } from 'shared-libs';

export type { ActivityEntry, Registry, RemoteEntry } from 'shared-libs';

/** An http(s) origin, its port possibly `*`. */
const PARENT_PATTERN = /^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/** Whether `origin` (exact, from `?origin=`) is one of the registry's embedding parents. */
export function isAllowedParent(origin: string, parents: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return false;
  }
  return parents.some((p) => {
    if (!p.endsWith(':*')) return p.toLowerCase() === u.origin;
    return `${u.protocol}//${u.hostname}:*` === p.toLowerCase();
  });
}

const REMOTE_NAMES: RemoteName[] = ['mfe_marketing', 'mfe_share', 'mfe_drive', 'mfe_activity'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isHttpUrl = (v: unknown): v is string => {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};
const isString = (v: unknown): v is string => typeof v === 'string';

/** Validates registry JSON by shape; anything unexpected is dropped, not trusted. */
export function parseRegistry(json: unknown): Registry {
  if (!isRecord(json) || json.schema !== 1) throw new Error('registry: unsupported schema');
  const remotes: Registry['remotes'] = {};
  const rawRemotes = isRecord(json.remotes) ? json.remotes : {};
  for (const name of REMOTE_NAMES) {
    const r = rawRemotes[name];
    if (isRecord(r) && isHttpUrl(r.entry) && isString(r.version)) {
      remotes[name] = {
        entry: r.entry,
        version: r.version,
        ...(isString(r.integrity) ? { integrity: r.integrity } : {}),
      };
    }
  }
  const activities: ActivityEntry[] = (Array.isArray(json.activities) ? json.activities : [])
    .filter(isRecord)
    .filter(
      (a) =>
        isString(a.slug) &&
        /^[a-z0-9-]{1,64}$/.test(a.slug) &&
        REMOTE_NAMES.includes(a.remote as RemoteName) &&
        isString(a.page) &&
        isString(a.startsAt) &&
        isString(a.endsAt),
    )
    .map((a) => ({
      slug: a.slug as string,
      remote: a.remote as RemoteName,
      page: a.page as string,
      startsAt: a.startsAt as string,
      endsAt: a.endsAt as string,
    }));
  const api = isRecord(json.api) ? json.api : {};
  const urls = (v: unknown) => (Array.isArray(v) ? v.filter(isHttpUrl) : []);
  return {
    schema: 1,
    remotes,
    activities,
    api: { origins: urls(api.origins), accessOrigins: urls(api.accessOrigins) },
    embedding: {
      parents: (isRecord(json.embedding) && Array.isArray(json.embedding.parents)
        ? json.embedding.parents
        : []
      ).filter((p): p is string => isString(p) && PARENT_PATTERN.test(p)),
    },
  };
}

/**
 * The registry: the copy the host server wrote into the page (no extra round trip), else
 * `/registry.json` from the host origin (never cached: entries flip on deploys).
 */
export async function fetchRegistry(signal?: AbortSignal): Promise<Registry> {
  const inline = document.getElementById('cumulus-registry');
  if (inline?.textContent) {
    try {
      return parseRegistry(JSON.parse(inline.textContent));
    } catch (err) {
      console.warn('[host] inline registry unusable, fetching it', err);
    }
  }
  const res = await fetch('/registry.json', { cache: 'no-cache', signal });
  if (!res.ok) throw new Error(`registry: HTTP ${res.status}`);
  return parseRegistry(await res.json());
}
