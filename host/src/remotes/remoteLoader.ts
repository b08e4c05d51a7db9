import { fetchLifecycles } from './fetchLifecycles';
import { NotLifecycles, type LoadTarget } from './lifecycles';
import type { RemoteLifecyclesModule } from 'shared-libs';
import { LoadTimeout, RemoteFailure } from './remoteFailure';

/**
 * Budget of each load attempt. Two attempts (the second with a fresh entry URL) fit inside the
 * 5 s fallback bar of the architecture with room for booting the shell and rendering; a load
 * that answers after its budget is still used (see RemoteSlot), so a slow network sees the
 * fallback briefly and then the page, never a permanent failure.
 */
export const ATTEMPT_TIMEOUTS_MS: readonly number[] = [1500, 1500];

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeout(ms)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Loads a remote's lifecycles with a short timeout and one retry. `onLate` receives the module
 * if an attempt that already timed out answers after all.
 */
export async function loadLifecycles(
  t: LoadTarget,
  onLate?: (mod: RemoteLifecyclesModule) => void,
  timeouts: readonly number[] = ATTEMPT_TIMEOUTS_MS,
): Promise<RemoteLifecyclesModule> {
  let last: unknown;
  for (const [i, budget] of timeouts.entries()) {
    const pending = fetchLifecycles(t, i > 0);
    try {
      return await withTimeout(pending, budget);
    } catch (err) {
      last = err;
      if (onLate) pending.then(onLate, () => undefined);
    }
  }
  throw new RemoteFailure(
    t.name,
    t.ref.version,
    'fetch',
    last,
    last instanceof NotLifecycles ? 'REMOTE_NOT_LIFECYCLES' : undefined,
  );
}

/** Starts fetching a remote as early as its route is known (no await). */
export function preloadLifecycles(t: LoadTarget): void {
  fetchLifecycles(t, false).catch(() => undefined);
}
