import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLifecyclesModule, RemoteName } from 'shared-libs';
import type { RemoteEntry } from './registry';

/**
 * Build-time constants (infra/presets/webpack.preset.ts). `__SINGLE_BUNDLE__` is true only in the
 * benchmark's single-bundle build, where the remotes are compiled into the host and
 * `__SINGLE_BUNDLE_REMOTES__` (infra/bench/single-bundle-remotes.mjs) maps each remote to a
 * lazy import of its lifecycles. The federated build never references that map.
 */
declare const __SINGLE_BUNDLE__: boolean;
declare const __SINGLE_BUNDLE_REMOTES__: Record<RemoteName, () => Promise<unknown>>;

/** Where loading or running a remote failed; reported with the remote's name and version. */
export type RemoteStage = 'fetch' | 'contract' | 'mount' | 'render' | 'update' | 'unmount';

export class RemoteFailure extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    readonly stage: RemoteStage,
    override readonly cause: unknown,
  ) {
    super(
      `${remote}@${version} failed at ${stage}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RemoteFailure';
  }
}

/**
 * Budget of each load attempt. Two attempts (the second with a fresh entry URL) fit inside the
 * 5 s fallback bar of the architecture with room for booting the shell and rendering; a load
 * that answers after its budget is still used (see RemoteSlot), so a slow network sees the
 * fallback briefly and then the page, never a permanent failure.
 */
export const ATTEMPT_TIMEOUTS_MS: readonly number[] = [1500, 1500];

interface Registration {
  url: string;
  state: 'loading' | 'ok' | 'failed';
  pending: Promise<RemoteLifecyclesModule>;
}
const registrations = new Map<RemoteName, Registration>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
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

function bust(url: string): string {
  const u = new URL(url);
  u.searchParams.set('_r', Date.now().toString(36));
  return u.toString();
}

function isLifecycles(mod: unknown): mod is RemoteLifecyclesModule {
  const m = mod as Partial<RemoteLifecyclesModule> | null | undefined;
  return (
    !!m &&
    typeof m.mount === 'function' &&
    typeof m.unmount === 'function' &&
    typeof m.bootstrap === 'function' &&
    typeof m.contractVersion === 'number'
  );
}

/**
 * Loads `<remote>/lifecycles`, sharing one load between callers (preload and slot). The remote
 * is registered again, with a fresh entry URL, only after a failure, on a retry, or when the
 * registry points it elsewhere, so a healthy remote is never re-initialised.
 */
function attemptFederated(
  name: RemoteName,
  entry: RemoteEntry,
  fresh: boolean,
): Promise<RemoteLifecyclesModule> {
  const current = registrations.get(name);
  const reuse =
    current &&
    current.url === entry.entry &&
    current.state !== 'failed' &&
    !(fresh && current.state === 'loading');
  if (current && reuse) return current.pending;
  const url = current ? bust(entry.entry) : entry.entry;
  registerRemotes([{ name, entry: url }], { force: Boolean(current) });
  const reg: Registration = {
    url: entry.entry,
    state: 'loading',
    pending: loadRemote<RemoteLifecyclesModule>(`${name}/lifecycles`).then((mod) => {
      if (!isLifecycles(mod)) throw new Error('the module is not single-spa lifecycles');
      return mod;
    }),
  };
  reg.pending.then(
    () => (reg.state = 'ok'),
    () => (reg.state = 'failed'),
  );
  registrations.set(name, reg);
  return reg.pending;
}

/** Single-bundle build: the remote's lifecycles from the chunk compiled into the host. */
const bundled = new Map<RemoteName, Promise<RemoteLifecyclesModule>>();
function attemptBundled(name: RemoteName): Promise<RemoteLifecyclesModule> {
  let pending = bundled.get(name);
  if (!pending) {
    pending = __SINGLE_BUNDLE_REMOTES__[name]().then((mod) => {
      if (!isLifecycles(mod)) throw new Error('the module is not single-spa lifecycles');
      return mod;
    });
    pending.catch(() => bundled.delete(name));
    bundled.set(name, pending);
  }
  return pending;
}

const attempt: typeof attemptFederated = __SINGLE_BUNDLE__
  ? (name) => attemptBundled(name)
  : attemptFederated;

/**
 * Loads a remote's lifecycles with a short timeout and one retry. `onLate` receives the module
 * if an attempt that already timed out answers after all.
 */
export async function loadLifecycles(
  name: RemoteName,
  entry: RemoteEntry,
  onLate?: (mod: RemoteLifecyclesModule) => void,
): Promise<RemoteLifecyclesModule> {
  let last: unknown;
  for (const [i, budget] of ATTEMPT_TIMEOUTS_MS.entries()) {
    const pending = attempt(name, entry, i > 0);
    try {
      return await withTimeout(pending, budget);
    } catch (err) {
      last = err;
      if (onLate) pending.then(onLate, () => undefined);
    }
  }
  throw new RemoteFailure(name, entry.version, 'fetch', last);
}

/** Starts fetching a remote as early as its route is known (no await). */
export function preloadLifecycles(name: RemoteName, entry: RemoteEntry): void {
  attempt(name, entry, false).catch(() => undefined);
}
