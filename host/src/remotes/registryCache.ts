import type { RemoteName } from 'shared-libs';
import type { KeyValue } from '../lib/storage';
import {
  fetchRegistry,
  parseRegistry,
  parseVersionRef,
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
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer in ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const registry = await Promise.race([
      fetchIt(controller.signal),
      new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
      ),
    ]);
    store.set(REGISTRY_CACHE_KEY, JSON.stringify(registry));
    return { registry, source: 'network' };
  } catch (error) {
    const cached = readCachedRegistry(store);
    if (cached) {
      console.warn('[host] registry unavailable, booting from the last one that worked', error);
      return { registry: cached, source: 'cache' };
    }
    console.error('[host] registry unavailable', error);
    return { registry: EMPTY_REGISTRY, source: 'empty' };
  } finally {
    clearTimeout(timer);
  }
}

export type KnownGood = Partial<Record<RemoteName, RemoteVersionRef>>;

/** The last version of each remote that mounted on this device (each validated on reading). */
export function readKnownGood(store: KeyValue): KnownGood {
  const known: KnownGood = {};
  try {
    const raw: unknown = JSON.parse(store.get(KNOWN_GOOD_KEY) ?? '{}');
    for (const name of REMOTE_NAMES) {
      const ref = parseVersionRef((raw as Record<string, unknown> | null)?.[name]);
      if (ref) known[name] = ref;
    }
  } catch {
    /* unreadable: nothing known */
  }
  return known;
}

export function rememberKnownGood(store: KeyValue, name: RemoteName, ref: RemoteVersionRef): void {
  const known = readKnownGood(store);
  const { entry, version, integrity } = ref;
  known[name] = { entry, version, ...(integrity ? { integrity } : {}) };
  store.set(KNOWN_GOOD_KEY, JSON.stringify(known));
}
