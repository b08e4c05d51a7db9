/**
 * The one registry document (`registry.json`): the Registry the host reads (shared-libs
 * contracts) plus the store's own `release` section, written whole under a compare-and-swap on
 * its etag (cas.ts), with a `revision` and `publishedAt` on each write and one log entry per
 * write. Also the rules every change of a remote's entry keeps (pinned, bad, `previous`).
 */
import type { Registry, RemoteEntry, RemoteName, RemoteVersionRef } from 'shared-libs/contracts';
import type { AutoRollbackRule } from '../reports';
import type { StoredObject } from '../storage';
import { casUpdate } from './cas';
import { isObject } from './checks';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { appendLog } from './log';

/** Earlier good versions kept in a remote's `previous`. */
export const PREVIOUS_KEPT = 5;
const REGISTRY = 'registry.json';

/** The store's bookkeeping inside registry.json (not served to the host). */
export interface ReleaseState {
  /** A pinned remote is held at that version: promote, canary and rollback are refused. */
  pinned?: Partial<Record<RemoteName, string>>;
  /** Versions rolled back from: never a rollback target again. */
  bad?: Partial<Record<RemoteName, string[]>>;
  /**
   * The version a start-up last made current from a local build (publishLocalBuild): while it
   * is still current, the next start-up makes its build current.
   */
  localBuild?: Partial<Record<RemoteName, string>>;
  /** Set by `overrides allow|off`: the stored `overrides` are an operator's choice. */
  overridesSet?: boolean;
  /** A canary's auto-rollback rule (`canary --auto-rollback`, reports.ts). */
  autoRollback?: Partial<Record<RemoteName, AutoRollbackRule>>;
}

/** The stored document: the served registry plus the store's state. */
export type StoredRegistry = Registry & { release?: ReleaseState };

// Written whole by updateRegistry() below.
function parseRegistry(ctx: StoreContext, got: StoredObject): StoredRegistry {
  return ctx.parse<StoredRegistry>(
    REGISTRY,
    got.body,
    (v) => isObject(v) && v.schema === 1 && isObject(v.remotes) && Array.isArray(v.activities),
    'The servers keep serving the last registry they read. Restore it from a backup or from the log (`npm run remote -- log`), or move it away: the next `npm start` (or write) starts a new one from the published versions.',
  );
}

/** The stored registry document and its etag, or null when the store has none yet. */
export async function readRegistry(
  ctx: StoreContext,
): Promise<{ doc: StoredRegistry; etag: string } | null> {
  const got = await ctx.storage.get(REGISTRY);
  return got ? { doc: parseRegistry(ctx, got), etag: got.etag } : null;
}

/**
 * The store's first document: the embedded default (origins, campaigns, overrides) without
 * its remotes, which are their own mutable builds there: only published versions enter the
 * store's `remotes` (and so `previous`).
 */
function initialDocument(ctx: StoreContext): StoredRegistry {
  const initial = ctx.o.initialRegistry();
  const remotes: Registry['remotes'] = {};
  for (const [name, entry] of Object.entries(initial.remotes))
    if (entry && isPublishedRef(entry)) remotes[name as RemoteName] = entry;
  return { ...initial, remotes };
}

/**
 * The registry to serve (the store's state left out), or null when the store has none. A
 * remote with no published version in it (never published into this store) is served as the
 * embedded default has it, its own build without integrity; `npm start` publishes every
 * built remote first, so on the local site that happens only for a build a gate refused.
 */
export async function currentRegistry(ctx: StoreContext): Promise<Registry | null> {
  const got = await readRegistry(ctx);
  if (!got) return null;
  const served = servedRegistry(got.doc);
  const fallback = ctx.o.initialRegistry().remotes;
  const remotes = { ...fallback, ...served.remotes };
  for (const r of ctx.o.devRemotes ?? []) remotes[r] = fallback[r];
  if (!ctx.o.liveDefaults) return { ...served, remotes };
  const initial = ctx.o.initialRegistry();
  const { overrides: _stored, ...rest } = served;
  const overrides = got.doc.release?.overridesSet ? served.overrides : initial.overrides;
  return {
    ...rest,
    remotes,
    api: initial.api,
    embedding: initial.embedding,
    ...(overrides ? { overrides } : {}),
  };
}

/**
 * Applies a change to the registry: read, change, write if nobody wrote meanwhile, else again
 * from the new document (casUpdate). The change may throw StoreError to refuse. Logged with the
 * revision.
 */
export async function updateRegistry(
  ctx: StoreContext,
  who: string,
  action: string,
  change: (doc: StoredRegistry) => string | Promise<string>,
): Promise<{ registry: Registry; detail: string }> {
  const { doc, detail } = await casUpdate(
    ctx.storage,
    REGISTRY,
    async (got) => {
      const doc: StoredRegistry = got ? parseRegistry(ctx, got) : initialDocument(ctx);
      const detail = await change(doc);
      const n = Number(/^r(\d+)$/.exec(doc.revision ?? '')?.[1] ?? 0) + 1;
      doc.revision = `r${n}`;
      doc.publishedAt = ctx.now().toISOString();
      return { body: `${JSON.stringify(doc, null, 1)}\n`, result: { doc, detail } };
    },
    { what: 'the registry', put: { contentType: 'application/json', cacheControl: 'no-cache' } },
  );
  await appendLog(ctx, { who, action, detail, revision: doc.revision });
  return { registry: servedRegistry(doc), detail };
}

export function refuseIfPinned(doc: StoredRegistry, remote: RemoteName, what: string): void {
  const pinned = doc.release?.pinned?.[remote];
  if (pinned)
    throw new StoreError(
      `${remote} is pinned at ${pinned}: ${what} refused (\`npm run remote -- unpin ${remote}\` first)`,
    );
}

/**
 * Refuses a version rolled back from (`release.bad`): it is not made current, a canary or a
 * campaign's version again until `reinstate` clears the mark on purpose.
 */
export function refuseIfBad(
  doc: StoredRegistry,
  remote: RemoteName,
  version: string,
  what: string,
) {
  if (doc.release?.bad?.[remote]?.includes(version))
    throw new StoreError(
      `${remote}@${version} is marked bad (rolled back from): ${what} refused. If it is good after all: \`npm run remote -- reinstate ${remote}@${version}\``,
    );
}

/**
 * The new current entry; the old current goes first in `previous`. Only published versions
 * are kept there (an unversioned entry is a mutable build: rolling back to it restores
 * whatever was built last, not what ran before).
 */
export function makeCurrent(doc: StoredRegistry, remote: RemoteName, ref: RemoteVersionRef) {
  const old = doc.remotes[remote];
  const bad = new Set(doc.release?.bad?.[remote] ?? []);
  const previous = [
    ...(old && old.version !== ref.version ? [stripRef(old)] : []),
    ...(old?.previous ?? []),
  ].filter(
    (p, i, all) =>
      isPublishedRef(p) &&
      p.version !== ref.version &&
      !bad.has(p.version) &&
      all.findIndex((q) => q.version === p.version) === i,
  );
  const entry: RemoteEntry = { ...ref, previous: previous.slice(0, PREVIOUS_KEPT) };
  if (old?.canary && old.canary.version !== ref.version) entry.canary = old.canary;
  doc.remotes[remote] = entry;
}

/**
 * A published version: it carries the SRI of its remoteEntry.js. An entry without one is a
 * remote's own, mutable build (the embedded default's dev origin), never a rollback target.
 */
export function isPublishedRef(r: RemoteVersionRef | undefined): r is RemoteVersionRef {
  return !!r?.integrity;
}

/** A version reference without the entry's own canary/previous. */
export function stripRef(r: RemoteVersionRef): RemoteVersionRef {
  return {
    entry: r.entry,
    version: r.version,
    ...(r.integrity ? { integrity: r.integrity } : {}),
    ...(r.manifest ? { manifest: r.manifest } : {}),
  };
}

/** The registry as served: the store's own state left out. */
export function servedRegistry(doc: StoredRegistry): Registry {
  const { release: _release, ...registry } = doc;
  return registry;
}
