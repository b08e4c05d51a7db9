// Types only: the boot chunk's loader passes its functions in (a lazy chunk importing it would
// keep webpack from concatenating the loader into the boot chunk).
import type { EntryTarget } from './entryTarget';
import type { RemoteFailure } from './remoteFailure';

type RunEntry = (url: string, target: EntryTarget) => Promise<unknown>;
/** The folder of a URL (where a version's chunks live: webpack's automatic public path). */
const folderOf = (url: string): string => new URL('.', url).href;

/**
 * What only a page with more than one version of a remote needs (a lazy chunk, issue 11,
 * docs/decisions/0014): running another version beside one that already ran (a fallback after
 * a version that failed at mount, a campaign's version, a retry), and reporting a fallback.
 */

type ChunkQueue = unknown[];
interface ChunkRouter {
  global: string;
  dispatch: ChunkQueue;
  /** Each version's own queue (its webpack runtime hooked its push), by the entry's folder. */
  byFolder: Map<string, ChunkQueue>;
}
const routers = new Map<string, ChunkRouter>();

/**
 * Versions of one remote share its webpack chunk-loading global (`webpackChunk<name>`): a
 * second runtime would take the first one's chunks as its own (same chunk ids, other code).
 * Each version gets a queue of its own, and the global becomes a dispatcher that hands a chunk
 * to the version it was loaded from (the folder of the chunk's script, `document.currentScript`).
 */
function routerFor(scope: Record<string, unknown>, container: string, firstFolder: string) {
  let router = routers.get(container);
  if (!router) {
    const global = `webpackChunk${container}`;
    // The first version's runtime hooked the queue it found: the global one.
    const byFolder = new Map<string, ChunkQueue>([[firstFolder, asQueue(scope[global])]]);
    const dispatch: ChunkQueue = [];
    dispatch.push = (...items: unknown[]) => {
      const src = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
      let queue: ChunkQueue | undefined;
      let best = 0;
      for (const [folder, q] of byFolder) {
        if (src.startsWith(folder) && folder.length > best) [queue, best] = [q, folder.length];
      }
      // Not a chunk of a version loaded here: the latest version's.
      return (queue ?? [...byFolder.values()].pop() ?? []).push(...items);
    };
    router = { global, dispatch, byFolder };
    routers.set(container, router);
  }
  return router;
}

const asQueue = (v: unknown): ChunkQueue => (Array.isArray(v) ? v : []);

/**
 * Runs another version of a remote whose container already ran on the page: with a chunk queue
 * of its own, and, for an alias, the remote's main container global saved and put back.
 */
export async function loadBeside(
  url: string,
  target: EntryTarget,
  firstFolder: string,
  runEntry: RunEntry,
): Promise<unknown> {
  const scope = window as unknown as Record<string, unknown>;
  const key = target.container;
  const router = routerFor(scope, key, firstFolder);
  const before = scope[key];
  // An entry declares its container with a top-level `var` (not deletable): cleared, not deleted.
  const put = (v: unknown) => {
    if (v !== undefined || !Reflect.deleteProperty(scope, key)) scope[key] = v;
  };
  if (target.isolated) put(undefined);
  // This version's runtime takes the queue it finds at start: its own.
  const own: ChunkQueue = [];
  scope[router.global] = own;
  try {
    const container = await runEntry(url, target);
    router.byFolder.set(folderOf(url), own);
    return container;
  } finally {
    scope[router.global] = router.dispatch;
    if (target.isolated) put(before);
  }
}

export interface RemoteFallbackRecord {
  remote: string;
  /** The version that should have rendered (the first one tried), and why it did not. */
  failedVersion: string;
  failedStage: string;
  /** The version that rendered instead, and where it came from. */
  usedVersion: string;
  usedSource: string;
  at: string;
}

declare global {
  interface Window {
    __CUMULUS_REMOTE_FALLBACKS__?: RemoteFallbackRecord[];
  }
}

/**
 * Reports that a remote rendered with a fallback version: console, a DOM event
 * (`cumulus:remote-fallback`) and a bounded in-page log, like reportRemoteError.
 */
export function reportRemoteFallback(
  failure: RemoteFailure,
  used: { version: string; source: string },
): RemoteFallbackRecord {
  const record: RemoteFallbackRecord = {
    remote: failure.remote,
    failedVersion: failure.version,
    failedStage: failure.stage,
    usedVersion: used.version,
    usedSource: used.source,
    at: new Date().toISOString(),
  };
  console.warn(
    `[remote] ${record.remote}@${record.failedVersion} ${record.failedStage} failed: rendered ${record.usedVersion} (${record.usedSource})`,
  );
  const log = (window.__CUMULUS_REMOTE_FALLBACKS__ ??= []);
  log.push(record);
  if (log.length > 50) log.shift();
  window.dispatchEvent(new CustomEvent('cumulus:remote-fallback', { detail: record }));
  return record;
}
