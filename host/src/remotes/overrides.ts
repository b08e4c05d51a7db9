import type { RemoteName } from 'shared-libs';
import type { KeyValue } from '../lib/storage';
import { OVERRIDE_PREFIX } from './delivery';
import { isAllowedParent, REMOTE_NAMES } from './registry';

/**
 * Developer overrides, like single-spa's import-map-overrides (issue 11): one remote pointed at
 * another entry (a local dev server) from the running site. Set with
 * `?override=<remote>=<entry url>` (kept for later visits) or the local storage key
 * `cumulus:override:<remote>`; `?override=<remote>=` or the banner's reset removes it.
 * Honoured only when the registry's `overrides.allowedOrigins` lists the entry's origin
 * (exact, or `http://localhost:*` for any port). A lazy chunk with the banner: boot loads it only
 * when delivery.ts's mayOverride says an override may be in force.
 */
export { OVERRIDE_PREFIX };

export type Overrides = Partial<Record<RemoteName, string>>;

/** Whether an override entry is an http(s) URL whose origin the registry allows. */
export function isAllowedOverride(url: string, allowedOrigins: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  return isAllowedParent(u.origin, allowedOrigins);
}

const isRemoteName = (v: string): v is RemoteName => (REMOTE_NAMES as string[]).includes(v);

/** `?override=` values of a query string: `<remote>=<url>`, an empty url removing it. */
export function parseOverrideQuery(search: string): Array<[RemoteName, string]> {
  const out: Array<[RemoteName, string]> = [];
  for (const value of new URLSearchParams(search).getAll('override')) {
    const at = value.indexOf('=');
    const name = at < 0 ? value : value.slice(0, at);
    if (isRemoteName(name)) out.push([name, at < 0 ? '' : value.slice(at + 1)]);
  }
  return out;
}

/**
 * The overrides in force: the query's are stored first (an allowed one is kept, an empty one
 * removes), then every stored one is read back; a stored override the registry no longer
 * allows is ignored (and reported), not deleted.
 */
export function readOverrides(
  search: string,
  store: KeyValue,
  allowedOrigins: readonly string[],
): Overrides {
  for (const [name, url] of parseOverrideQuery(search)) {
    if (!url) store.remove(OVERRIDE_PREFIX + name);
    else if (isAllowedOverride(url, allowedOrigins)) store.set(OVERRIDE_PREFIX + name, url);
    else console.warn(`[host] override of ${name} refused: origin not allowed`, url);
  }
  const active: Overrides = {};
  for (const name of REMOTE_NAMES) {
    const url = store.get(OVERRIDE_PREFIX + name);
    if (!url) continue;
    if (isAllowedOverride(url, allowedOrigins)) active[name] = url;
    else console.warn(`[host] stored override of ${name} ignored: origin not allowed`, url);
  }
  return active;
}

/** Removes every stored override (the banner's reset). */
export function clearOverrides(store: KeyValue): void {
  for (const name of REMOTE_NAMES) store.remove(OVERRIDE_PREFIX + name);
}
