import type { RemoteName } from 'shared-libs';
import type { KeyValue } from '../lib/storage';
import type { Overrides } from './delivery';

/**
 * Developer overrides, like single-spa's import-map-overrides (issue 11): one remote pointed at
 * another entry (a local dev server) from the running site. Set with
 * `?override=<remote>=<entry url>` (kept for later visits) or the local storage key
 * `cumulus:override:<remote>`; `?override=<remote>=` or the banner's reset removes it.
 * Honoured only when the registry's `overrides.allowedOrigins` lists the entry's origin
 * (exact, or `http://localhost:*` for any port).
 *
 * A lazy chunk with the banner, loaded only when delivery.ts's mayOverride says an override may
 * be in force. It imports nothing from the boot chunk (types only): what it needs comes in as
 * `OverrideRules`, so the boot modules stay concatenated (smaller) in their chunk.
 */
export interface OverrideRules {
  /** The remotes that can be overridden (registry.ts's REMOTE_NAMES). */
  names: readonly RemoteName[];
  /** Local storage key prefix (delivery.ts's OVERRIDE_PREFIX). */
  prefix: string;
  /** Whether the registry allows an origin (its `overrides.allowedOrigins`). */
  allows: (origin: string) => boolean;
}

/** Whether an override entry is an http(s) URL whose origin the registry allows. */
export function isAllowedOverride(url: string, allows: OverrideRules['allows']): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return (u.protocol === 'http:' || u.protocol === 'https:') && allows(u.origin);
}

/** `?override=` values of a query string: `<remote>=<url>`, an empty url removing it. */
export function parseOverrideQuery(
  search: string,
  names: readonly RemoteName[],
): Array<[RemoteName, string]> {
  const out: Array<[RemoteName, string]> = [];
  for (const value of new URLSearchParams(search).getAll('override')) {
    const at = value.indexOf('=');
    const name = names.find((n) => n === (at < 0 ? value : value.slice(0, at)));
    if (name) out.push([name, at < 0 ? '' : value.slice(at + 1)]);
  }
  return out;
}

/**
 * The overrides in force: the query's are stored first (an allowed one is kept, an empty one
 * removes), then every stored one is read back; a stored override the registry no longer
 * allows is ignored (and reported), not deleted.
 */
export function readOverrides(search: string, store: KeyValue, rules: OverrideRules): Overrides {
  const { names, prefix, allows } = rules;
  for (const [name, url] of parseOverrideQuery(search, names)) {
    if (!url) store.remove(prefix + name);
    else if (isAllowedOverride(url, allows)) store.set(prefix + name, url);
    else console.warn(`[host] override of ${name} refused: origin not allowed`, url);
  }
  const active: Overrides = {};
  for (const name of names) {
    const url = store.get(prefix + name);
    if (!url) continue;
    if (isAllowedOverride(url, allows)) active[name] = url;
    else console.warn(`[host] stored override of ${name} ignored: origin not allowed`, url);
  }
  return active;
}
