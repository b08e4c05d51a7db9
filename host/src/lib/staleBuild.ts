import type { KeyValue } from './storage';

/** Spec §4/§9: a stale chunk reloads the page at most once per 10 s per path. */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'pp_reload_guard:';

/** A chunk that failed to load (webpack's ChunkLoadError, a CSS chunk, a dynamic import). */
export function isChunkLoadError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: unknown; message?: unknown };
  const msg = typeof e.message === 'string' ? e.message : '';
  return (
    e.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(msg) ||
    /Failed to fetch dynamically imported module/i.test(msg)
  );
}

/**
 * Reloads once for a stale chunk unless this path reloaded less than 10 s ago (the guard is
 * in session storage, so it survives the reload itself). Returns whether it reloaded.
 */
export function reloadForStaleChunk(
  path: string,
  deps: { store: KeyValue; now: () => number; reload: () => void },
): boolean {
  const key = KEY_PREFIX + path;
  const stored = deps.store.get(key);
  const last = stored === null ? NaN : Number(stored);
  const now = deps.now();
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS && now >= last) return false;
  deps.store.set(key, String(now));
  deps.reload();
  return true;
}

/** Listens for chunk failures anywhere in the page. Returns the unsubscribe function. */
export function installStaleBuildGuard(
  deps: { store: KeyValue; now?: () => number; reload?: () => void },
  win: Window = window,
): () => void {
  const run = (err: unknown) => {
    if (!isChunkLoadError(err)) return;
    reloadForStaleChunk(win.location.pathname, {
      store: deps.store,
      now: deps.now ?? Date.now,
      reload: deps.reload ?? (() => win.location.reload()),
    });
  };
  const onRejection = (e: PromiseRejectionEvent) => run(e.reason);
  const onError = (e: ErrorEvent) => run(e.error);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError);
  return () => {
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError);
  };
}
