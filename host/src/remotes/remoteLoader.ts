import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteLifecyclesModule, RemoteName } from 'shared-libs';
import type { EntryTarget } from './entryTarget';
import type { RemoteVersionRef } from './registry';
import { LoadTimeout, RemoteFailure } from './remoteFailure';
import { fnv1a } from './versionPlan';

/**
 * Build-time constants (infra/presets/webpack.preset.ts). `__SINGLE_BUNDLE__` is true only in the
 * benchmark's single-bundle build, where the remotes are compiled into the host and
 * `__SINGLE_BUNDLE_REMOTES__` (infra/bench/single-bundle-remotes.mjs) maps each remote to a
 * lazy import of its lifecycles. The federated build never references that map.
 */
declare const __SINGLE_BUNDLE__: boolean;
declare const __SINGLE_BUNDLE_REMOTES__: Record<RemoteName, () => Promise<unknown>>;

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
/** By Module Federation registration name: the remote's own name, or a version's alias. */
const registrations = new Map<string, Registration>();

const targets = new Map<string, EntryTarget>();

/** Containers whose entry ran on this page, with the folder of the first one that ran. */
const ran = new Map<string, string>();

/** The folder of a URL (where a version's chunks live: webpack's automatic public path). */
const folderOf = (url: string): string => new URL('.', url).href;

/**
 * Loads an entry script with the browser checking its Subresource Integrity (`integrity` +
 * CORS: a changed file never runs) and returns the container it defined. The first version of
 * a remote on the page runs as is; another one (a fallback after one that ran, a campaign's
 * version) is kept apart from it by versions.ts, a lazy chunk.
 */
export function loadEntryScript(
  url: string,
  target: EntryTarget,
  doc: Document = document,
): Promise<unknown> {
  const first = ran.get(target.container);
  if (first === undefined) return runEntry(url, target, doc);
  return import(/* webpackChunkName: "host-lazy-versions" */ './versions').then((v) =>
    v.loadBeside(url, target, first, (u, t) => runEntry(u, t, doc)),
  );
}

/** Runs one entry script; resolves with the container global it defined. */
function runEntry(url: string, target: EntryTarget, doc: Document): Promise<unknown> {
  const scope = window as unknown as Record<string, unknown>;
  return new Promise<unknown>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    if (target.integrity) {
      script.setAttribute('integrity', target.integrity);
      script.setAttribute('crossorigin', 'anonymous');
    }
    const done = (ok: boolean) => {
      script.remove();
      const container = scope[target.container];
      if (ok && !ran.has(target.container)) ran.set(target.container, folderOf(url));
      if (ok && container) resolve(container);
      else reject(new Error(`${ok ? 'no container in' : 'refused or unreachable:'} ${url}`));
    };
    script.onload = () => done(true);
    script.onerror = () => done(false);
    doc.head.appendChild(script);
  });
}

/**
 * The host's Module Federation runtime plugin: every entry the host registers is loaded by
 * loadEntryScript (the runtime's own loader would reuse whichever container of that name is on
 * the page, and has no integrity).
 */
type LoadEntryHook = NonNullable<ModuleFederationRuntimePlugin['loadEntry']>;
/** What a container script defines (the runtime's RemoteEntryExports). */
type EntryExports = Exclude<Awaited<ReturnType<LoadEntryHook>>, void>;

const deliveryPlugin: ModuleFederationRuntimePlugin = {
  name: 'cumulus-remote-delivery',
  loadEntry({ remoteInfo }) {
    const target = targets.get(remoteInfo.name);
    // Not ours, or the script a manifest entry names (the integrity is the manifest's).
    if (!target || target.url !== remoteInfo.entry) return undefined;
    // The runtime's RemoteEntryExports type: what the container script defines.
    return loadEntryScript(remoteInfo.entry, target) as Promise<EntryExports>;
  },
};
let pluginRegistered = false;

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

function bust(url: string): string {
  const u = new URL(url);
  u.searchParams.set('_r', Date.now().toString(36));
  return u.toString();
}

class NotLifecycles extends Error {
  constructor() {
    super('the module is not single-spa lifecycles');
    this.name = 'NotLifecycles';
  }
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

/** A version of a remote to load, and under which registration name. */
export interface LoadTarget {
  name: RemoteName;
  ref: RemoteVersionRef;
  /**
   * Registered under an alias of its own (`<remote>__v<hash of the entry>`): a version other
   * than the one the remote's name stands for (a previous one, the last known-good, a
   * campaign's), so it never replaces the current version's container.
   */
  alias: boolean;
}

export const registrationName = (t: LoadTarget): string =>
  t.alias ? `${t.name}__v${fnv1a(t.ref.entry).toString(36)}` : t.name;

/**
 * Loads `<remote>/lifecycles`, sharing one load between callers (preload and slot). The remote
 * is registered again, with a fresh entry URL, only after a failure, on a retry, or when the
 * registry points it elsewhere, so a healthy remote is never re-initialised.
 */
function attemptFederated(t: LoadTarget, fresh: boolean): Promise<RemoteLifecyclesModule> {
  if (!pluginRegistered) {
    registerPlugins([deliveryPlugin]);
    pluginRegistered = true;
  }
  const key = registrationName(t);
  const current = registrations.get(key);
  const reuse =
    current &&
    current.url === t.ref.entry &&
    current.state !== 'failed' &&
    !(fresh && current.state === 'loading');
  if (current && reuse) return current.pending;
  const url = current ? bust(t.ref.entry) : t.ref.entry;
  targets.set(key, {
    url,
    container: t.name,
    isolated: t.alias,
    ...(t.ref.integrity ? { integrity: t.ref.integrity } : {}),
  });
  registerRemotes([{ name: key, entry: url }], { force: Boolean(current) });
  const reg: Registration = {
    url: t.ref.entry,
    state: 'loading',
    pending: loadRemote<RemoteLifecyclesModule>(`${key}/lifecycles`).then((mod) => {
      if (!isLifecycles(mod)) throw new NotLifecycles();
      return mod;
    }),
  };
  reg.pending.then(
    () => (reg.state = 'ok'),
    () => (reg.state = 'failed'),
  );
  registrations.set(key, reg);
  return reg.pending;
}

/** Single-bundle build: the remote's lifecycles from the chunk compiled into the host. */
const bundled = new Map<RemoteName, Promise<RemoteLifecyclesModule>>();
function attemptBundled({ name }: LoadTarget): Promise<RemoteLifecyclesModule> {
  let pending = bundled.get(name);
  if (!pending) {
    pending = __SINGLE_BUNDLE_REMOTES__[name]().then((mod) => {
      if (!isLifecycles(mod)) throw new NotLifecycles();
      return mod;
    });
    pending.catch(() => bundled.delete(name));
    bundled.set(name, pending);
  }
  return pending;
}

// `typeof` first: unit tests run without the build's constants (folded away by the build).
const attempt: typeof attemptFederated =
  typeof __SINGLE_BUNDLE__ !== 'undefined' && __SINGLE_BUNDLE__
    ? (t) => attemptBundled(t)
    : attemptFederated;

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
    const pending = attempt(t, i > 0);
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
  attempt(t, false).catch(() => undefined);
}
