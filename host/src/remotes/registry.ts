import type {
  ActivityEntry,
  Registry,
  RemoteEntry,
  RemoteName,
  RemoteVersionRef,
} from 'shared-libs';

export type { ActivityEntry, Registry, RemoteEntry, RemoteVersionRef } from 'shared-libs';

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

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mfe_marketing',
  'mfe_share',
  'mfe_drive',
  'mfe_activity',
];

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
/** Subresource Integrity of a script: one or more `sha256|384|512-<base64>` tokens. */
const SRI = /^(sha(256|384|512)-[\w+/=]+ ?)+$/;

/** A version reference, or undefined when its entry or version is unusable. */
export function parseVersionRef(v: unknown): RemoteVersionRef | undefined {
  if (!isRecord(v) || !isHttpUrl(v.entry) || !isString(v.version)) return undefined;
  return {
    entry: v.entry,
    version: v.version,
    ...(isString(v.integrity) && SRI.test(v.integrity) ? { integrity: v.integrity } : {}),
  };
}

function parseRemote(r: unknown): RemoteEntry | undefined {
  const current = parseVersionRef(r);
  if (!current || !isRecord(r)) return undefined;
  const entry: RemoteEntry = { ...current };
  const canary = parseVersionRef(r.canary);
  const percent = isRecord(r.canary) ? r.canary.percent : undefined;
  if (canary && typeof percent === 'number' && percent > 0 && percent <= 100) {
    entry.canary = { ...canary, percent };
  }
  if (Array.isArray(r.previous)) {
    const previous = r.previous
      .map(parseVersionRef)
      .filter((p): p is RemoteVersionRef => p !== undefined);
    if (previous.length) entry.previous = previous;
  }
  return entry;
}

/** Override origins: an http(s) origin whose port may be `*`. */
const ORIGIN_PATTERN = PARENT_PATTERN;

/** Validates registry JSON by shape; anything unexpected is dropped, not trusted. */
export function parseRegistry(json: unknown): Registry {
  if (!isRecord(json) || json.schema !== 1) throw new Error('registry: unsupported schema');
  const remotes: Registry['remotes'] = {};
  const rawRemotes = isRecord(json.remotes) ? json.remotes : {};
  for (const name of REMOTE_NAMES) {
    const r = parseRemote(rawRemotes[name]);
    if (r) remotes[name] = r;
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
    .map((a) => {
      // Narrowed by the filter above (a type guard cannot narrow a record's fields).
      const activity: ActivityEntry = {
        slug: a.slug as string,
        remote: a.remote as RemoteName,
        page: a.page as string,
        startsAt: a.startsAt as string,
        endsAt: a.endsAt as string,
      };
      const version = parseVersionRef(a.version);
      if (version) activity.version = version;
      return activity;
    });
  const api = isRecord(json.api) ? json.api : {};
  const urls = (v: unknown) => (Array.isArray(v) ? v.filter(isHttpUrl) : []);
  const rawOverrides = isRecord(json.overrides) ? json.overrides : {};
  const allowed = rawOverrides.allowedOrigins;
  const allowedOrigins = (Array.isArray(allowed) ? allowed : []).filter(
    (p): p is string => isString(p) && ORIGIN_PATTERN.test(p),
  );
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
    // No allowed origin: no overrides at all (the query flag alone turns nothing on).
    ...(allowedOrigins.length
      ? {
          overrides: {
            allowedOrigins,
            ...(rawOverrides.query === true ? { query: true } : {}),
          },
        }
      : {}),
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
