import type { RemoteName } from 'shared-libs';
import type { KeyValue } from '../lib/storage';
import {
  fetchRegistry,
  parseRegistry,
  REMOTE_NAMES,
  type Registry,
  type RemoteVersionRef,
} from './registry';

/**
 * What the host remembers between visits so that a registry outage does not take the site down
 * (issue 11, resilient boot; docs/decisions/0014): the last registry that worked, and per
 * remote the last version that mounted. Both live in local storage and are validated again on
 * reading (a stored copy is input like any other).
 */
export const REGISTRY_CACHE_KEY = 'cumulus:registry';
export const KNOWN_GOOD_KEY = 'cumulus:known-good';

/** How long boot waits for `/registry.json` before it uses the remembered copy. */
export const REGISTRY_TIMEOUT_MS = 3000;

export const EMPTY_REGISTRY: Registry = {
  schema: 1,
  remotes: {},
  activities: [],
  api: { origins: [], accessOrigins: [] },
  embedding: { parents: [] },
};

export type RegistrySource = 'network' | 'cache' | 'empty';

export interface LoadedRegistry {
  registry: Registry;
  source: RegistrySource;
  /** Why the network copy was not used (absent when it was). */
  error?: unknown;
}

export function readCachedRegistry(store: KeyValue): Registry | null {
  const text = store.get(REGISTRY_CACHE_KEY);
  if (!text) return null;
  try {
    return parseRegistry(JSON.parse(text));
  } catch {
    store.remove(REGISTRY_CACHE_KEY);
    return null;
  }
}

function timeout(ms: number, controller: AbortController): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => {
      controller.abort();
      reject(new Error(`registry: no answer within ${ms} ms`));
    }, ms),
  );
}

/**
 * The registry for this page: the page's or `/registry.json`'s copy when it answers, valid,
 * within `timeoutMs` (and then remembered), else the last one that worked, else an empty one
 * (every remote slot then shows its fallback card). A fallback is logged, never shown.
 */
export async function loadRegistry(
  store: KeyValue,
  {
    timeoutMs = REGISTRY_TIMEOUT_MS,
    fetchIt = fetchRegistry,
  }: { timeoutMs?: number; fetchIt?: (signal: AbortSignal) => Promise<Registry> } = {},
): Promise<LoadedRegistry> {
  const controller = new AbortController();
  try {
    const registry = await Promise.race([
      fetchIt(controller.signal),
      timeout(timeoutMs, controller),
    ]);
    store.set(REGISTRY_CACHE_KEY, JSON.stringify(registry));
    return { registry, source: 'network' };
  } catch (error) {
    const cached = readCachedRegistry(store);
    if (cached) {
      console.warn('[host] registry unavailable, booting from the last one that worked', error);
      return { registry: cached, source: 'cache', error };
    }
    console.error('[host] registry unavailable, and none remembered', error);
    return { registry: EMPTY_REGISTRY, source: 'empty', error };
  }
}

export type KnownGood = Partial<Record<RemoteName, RemoteVersionRef>>;

/** The last version of each remote that mounted on this device. */
export function readKnownGood(store: KeyValue): KnownGood {
  const text = store.get(KNOWN_GOOD_KEY);
  if (!text) return {};
  try {
    // Validated as a registry's remotes: the same shape, the same rules.
    const { remotes } = parseRegistry({ schema: 1, remotes: JSON.parse(text) as unknown });
    const known: KnownGood = {};
    for (const name of REMOTE_NAMES) {
      const r = remotes[name];
      if (r) {
        known[name] = {
          entry: r.entry,
          version: r.version,
          ...(r.integrity ? { integrity: r.integrity } : {}),
        };
      }
    }
    return known;
  } catch {
    return {};
  }
}

export function rememberKnownGood(store: KeyValue, name: RemoteName, ref: RemoteVersionRef): void {
  const known = readKnownGood(store);
  const was = known[name];
  if (was && was.entry === ref.entry && was.integrity === ref.integrity) return;
  known[name] = {
    entry: ref.entry,
    version: ref.version,
    ...(ref.integrity ? { integrity: ref.integrity } : {}),
  };
  store.set(KNOWN_GOOD_KEY, JSON.stringify(known));
}
