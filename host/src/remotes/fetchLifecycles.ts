import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteLifecyclesModule } from 'shared-libs';
import type { EntryTarget } from './entryTarget';
import { isLifecycles, NotLifecycles, type LoadTarget } from './lifecycles';
import { fnv1a } from './versionPlan';

/*
 * How the host fetches a remote's lifecycles: Module Federation, each entry script checked by
 * its integrity. (The benchmark's single-bundle build replaces this module with
 * infra/bench/fetch-bundled-lifecycles.ts, the remotes compiled into the host: the production
 * loader has no path of its own for it.)
 */

interface Registration {
  url: string;
  state: 'loading' | 'ok' | 'failed';
  pending: Promise<RemoteLifecyclesModule>;
}
/**
 * By Module Federation registration name: the remote's own name, or a version's alias.
 * Module-level on purpose: it mirrors the Module Federation runtime's own registry (one per page).
 */
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

function bust(url: string): string {
  const u = new URL(url);
  u.searchParams.set('_r', Date.now().toString(36));
  return u.toString();
}

export const registrationName = (t: LoadTarget): string =>
  t.alias ? `${t.name}__v${fnv1a(t.ref.entry).toString(36)}` : t.name;

/**
 * Loads `<remote>/lifecycles`, sharing one load between callers (preload and slot). The remote
 * is registered again, with a fresh entry URL, only after a failure, on a retry, or when the
 * registry points it elsewhere, so a healthy remote is never re-initialised.
 */
export function fetchLifecycles(t: LoadTarget, fresh: boolean): Promise<RemoteLifecyclesModule> {
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
