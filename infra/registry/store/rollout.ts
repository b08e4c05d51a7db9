/**
 * Which published version of a remote is live: promote, the local build at start-up, rollback,
 * canary (and its auto-rollback), pin and unpin, reinstate. Each is one change of the registry
 * document (registry-document.ts).
 */
import type { RemoteEntry, RemoteName } from 'shared-libs/contracts';
import { checkGates, GateError, type BuildInfo } from '../build-info';
import type { AutoRollbackRule } from '../reports';
import { checkPercent } from './checks';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import {
  isPublishedRef,
  makeCurrent,
  readRegistry,
  refuseIfBad,
  refuseIfPinned,
  stripRef,
  updateRegistry,
  type StoredRegistry,
} from './registry-document';
import { checkContract, publish, refOf, requireManifest } from './versions';

/** Makes a published version current for everyone (a canary of it ends). */
export async function promote(ctx: StoreContext, who: string, remote: RemoteName, version: string) {
  const m = await requireManifest(ctx, remote, version);
  checkContract(ctx, m);
  return updateRegistry(ctx, who, 'promote', (doc) => {
    refuseIfPinned(doc, remote, 'promote');
    refuseIfBad(doc, remote, version, 'promote');
    const from = doc.remotes[remote]?.version ?? 'none';
    makeCurrent(doc, remote, refOf(ctx, m));
    return `${remote}: ${from} -> ${version}`;
  });
}

/**
 * A local build at start-up (`npm start`, the e2e site; infra/serve/local-release.ts): published
 * as a content-addressed version (the same build again is a no-op), and made current only when
 * the remote has no published current version yet, or when its current version is the one the
 * last start-up made current (`release.localBuild`): nobody has promoted, rolled back or pinned
 * another since. A version marked bad is published but never made current here. Writes nothing
 * when the build is already current.
 */
export async function publishLocalBuild(
  ctx: StoreContext,
  who: string,
  build: BuildInfo,
  dir: string,
): Promise<{
  version: string;
  created: boolean;
  live: string;
  promoted: boolean;
  reason: string;
  /** Size budgets the build is over: said, not a refusal, for a local build. */
  warning?: string;
}> {
  // The size budgets are CI's and a team's `publish` gate: a local build over them is still
  // published and run (said), so the local site always runs published versions. The contract
  // and ./lifecycles gates refuse it here too: the page would break.
  let warning: string | undefined;
  try {
    checkGates(build, {
      host: ctx.o.hostContract ? ctx.o.hostContract() : undefined,
      budgetsFile: ctx.o.budgetsFile,
    });
  } catch (err) {
    if (!(err instanceof GateError)) throw err;
    warning = err.message;
  }
  const { manifest, created } = await publish(ctx, who, build, dir, undefined, {
    budgets: false,
  });
  const v = manifest.version;
  const remote = build.remote;
  // An entry written before the registry named manifests gets its `manifest` again.
  const named = refOf(ctx, manifest).manifest;
  const decide = (doc: StoredRegistry | undefined) => {
    const cur = doc?.remotes[remote];
    const tracked = doc?.release?.localBuild?.[remote];
    if (cur?.version === v && isPublishedRef(cur) && tracked === v && cur.manifest === named)
      return { promote: false, reason: 'current already' };
    if (doc?.release?.pinned?.[remote])
      return { promote: false, reason: `pinned at ${doc.release.pinned[remote]}` };
    if (doc?.release?.bad?.[remote]?.includes(v))
      return { promote: false, reason: 'this build is marked bad (rolled back from)' };
    if (!isPublishedRef(cur)) return { promote: true, reason: 'no published version was live' };
    if (cur.version === v || cur.version === tracked)
      return { promote: true, reason: 'the live version was the last local build' };
    return {
      promote: false,
      reason: `${cur.version} was made live by hand: \`npm run remote -- promote ${remote}@${v}\` to run this build`,
    };
  };
  const first = decide((await readRegistry(ctx))?.doc);
  if (!first.promote) {
    const live = (await readRegistry(ctx))?.doc.remotes[remote]?.version ?? 'none';
    return { version: v, created, live, promoted: false, reason: first.reason, warning };
  }
  let result = first;
  const { registry } = await updateRegistry(ctx, who, 'local-build', (doc) => {
    result = decide(doc);
    if (!result.promote) return `${remote}@${v} published, not made current (${result.reason})`;
    const from = doc.remotes[remote]?.version ?? 'none';
    checkContract(ctx, manifest);
    makeCurrent(doc, remote, refOf(ctx, manifest));
    const release = (doc.release ??= {});
    (release.localBuild ??= {})[remote] = v;
    return `${remote}: ${from} -> ${v} (local build)`;
  });
  return {
    version: v,
    created,
    live: registry.remotes[remote]?.version ?? 'none',
    promoted: result.promote,
    reason: result.reason,
    warning,
  };
}

/** Back to the previous good version; the current one is marked bad (never a target again). */
export async function rollback(ctx: StoreContext, who: string, remote: RemoteName) {
  return updateRegistry(ctx, who, 'rollback', (doc) => {
    refuseIfPinned(doc, remote, 'rollback');
    const cur = doc.remotes[remote];
    const bad0 = new Set(doc.release?.bad?.[remote] ?? []);
    const targets = (cur?.previous ?? []).filter((p) => isPublishedRef(p) && !bad0.has(p.version));
    const target = targets[0];
    if (!cur || !target)
      throw new StoreError(
        `${remote} has no previous published version to roll back to (see \`npm run remote -- list ${remote}\`; promote one by name)`,
      );
    const release = (doc.release ??= {});
    const bad = (release.bad ??= {});
    bad[remote] = [...new Set([...(bad[remote] ?? []), cur.version])];
    const entry: RemoteEntry = { ...stripRef(target), previous: targets.slice(1) };
    if (cur.canary && cur.canary.version !== target.version) entry.canary = cur.canary;
    doc.remotes[remote] = entry;
    return `${remote}: ${cur.version} -> ${target.version} (${cur.version} marked bad)`;
  });
}

/**
 * A sticky share of devices on another published version; with `autoRollback`, the report
 * collector ends it when its failure rate passes the rule (reports.ts).
 */
export async function canary(
  ctx: StoreContext,
  who: string,
  remote: RemoteName,
  version: string,
  percent: number,
  autoRollback?: Omit<AutoRollbackRule, 'version'>,
) {
  checkPercent(percent);
  const m = await requireManifest(ctx, remote, version);
  checkContract(ctx, m);
  return updateRegistry(ctx, who, 'canary', (doc) => {
    refuseIfPinned(doc, remote, 'canary');
    refuseIfBad(doc, remote, version, 'canary');
    const cur = doc.remotes[remote];
    if (!cur) throw new StoreError(`${remote} has no current version: promote one first`);
    if (cur.version === version)
      throw new StoreError(`${remote}@${version} is the current version already`);
    cur.canary = { ...refOf(ctx, m), percent };
    const rules = ((doc.release ??= {}).autoRollback ??= {});
    if (autoRollback) rules[remote] = { version, ...autoRollback };
    else delete rules[remote];
    const auto = autoRollback
      ? `, rolled back automatically at ${Math.round(autoRollback.maxFailureRate * 100)}% failures of at least ${autoRollback.minLoads} loads`
      : '';
    return `${remote}: ${percent}% on ${version} (current ${cur.version})${auto}`;
  });
}

/** The auto-rollback rule of a remote's canary, if it has one. */
export async function autoRollbackRule(
  ctx: StoreContext,
  remote: RemoteName,
): Promise<AutoRollbackRule | null> {
  const got = await readRegistry(ctx);
  const rule = got?.doc.release?.autoRollback?.[remote];
  return rule && got?.doc.remotes[remote]?.canary?.version === rule.version ? rule : null;
}

/**
 * Ends a canary whose reports passed its rule (the report collector): the version is marked
 * bad, everyone stays on the current version. A no-op when that canary has ended meanwhile.
 */
export async function autoRollback(
  ctx: StoreContext,
  remote: RemoteName,
  version: string,
  reason: string,
) {
  return updateRegistry(ctx, 'auto-rollback', 'canary-rollback', (doc) => {
    const cur = doc.remotes[remote];
    const rules = doc.release?.autoRollback;
    if (rules) delete rules[remote];
    if (cur?.canary?.version !== version) return `${remote}: canary ${version} already ended`;
    delete cur.canary;
    const bad = ((doc.release ??= {}).bad ??= {});
    bad[remote] = [...new Set([...(bad[remote] ?? []), version])];
    return `${remote}: canary ${version} rolled back (${reason}); ${version} marked bad`;
  });
}

export async function canaryOff(ctx: StoreContext, who: string, remote: RemoteName) {
  return updateRegistry(ctx, who, 'canary-off', (doc) => {
    const cur = doc.remotes[remote];
    if (!cur?.canary) throw new StoreError(`${remote} has no canary`);
    const v = cur.canary.version;
    delete cur.canary;
    if (doc.release?.autoRollback) delete doc.release.autoRollback[remote];
    return `${remote}: canary ${v} ended`;
  });
}

/**
 * Holds a remote at a version: it becomes current (its canary ends) and promote, canary and
 * rollback of the remote are refused until `unpin`. For an incident or a campaign freeze.
 */
export async function pin(ctx: StoreContext, who: string, remote: RemoteName, version: string) {
  const m = await requireManifest(ctx, remote, version);
  checkContract(ctx, m);
  return updateRegistry(ctx, who, 'pin', (doc) => {
    refuseIfBad(doc, remote, version, 'pin');
    const cur = doc.remotes[remote];
    if (cur?.version !== version) makeCurrent(doc, remote, refOf(ctx, m));
    const entry = doc.remotes[remote];
    if (entry) delete entry.canary;
    const release = (doc.release ??= {});
    (release.pinned ??= {})[remote] = version;
    return `${remote} pinned at ${version}`;
  });
}

/** Clears a version's bad mark (set by rollback): it may be promoted or rolled back to again. */
export async function reinstate(
  ctx: StoreContext,
  who: string,
  remote: RemoteName,
  version: string,
) {
  await requireManifest(ctx, remote, version);
  return updateRegistry(ctx, who, 'reinstate', (doc) => {
    const list = doc.release?.bad?.[remote];
    if (!list?.includes(version) || !doc.release?.bad)
      throw new StoreError(`${remote}@${version} is not marked bad`);
    doc.release.bad[remote] = list.filter((v) => v !== version);
    return `${remote}@${version} is no longer marked bad`;
  });
}

export async function unpin(ctx: StoreContext, who: string, remote: RemoteName) {
  return updateRegistry(ctx, who, 'unpin', (doc) => {
    const pinned = doc.release?.pinned?.[remote];
    if (!pinned) throw new StoreError(`${remote} is not pinned`);
    delete doc.release?.pinned?.[remote];
    return `${remote} unpinned (was at ${pinned})`;
  });
}
