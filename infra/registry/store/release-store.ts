/**
 * The release store (issue 11): immutable versions of each remote and the one registry document
 * the host reads, on a pluggable Storage (../storage.ts: a local folder by default, S3 in
 * production). Layout of the keys:
 *
 *   <remote>/<version>/<file>              the built files, never overwritten
 *   <remote>/<version>/cumulus-release.json  its manifest (written last: present = published)
 *   registry.json                          the current registry (shared-libs/contracts Registry,
 *                                          plus the store's own `release` section)
 *   log/<time>-<id>.json                   one object per write: who, what, when
 *   auth/tokens.json                       publish tokens (names and sha256 hashes)
 *
 * Every change of registry.json or auth/tokens.json is read-modify-write under one
 * compare-and-swap with one retry policy (cas.ts). This class is the store's one object, what
 * the CLI and the servers hold; each concern is its own module of this folder:
 *
 *   tokens.ts             publish tokens
 *   versions.ts           published versions and their manifests, publish
 *   registry-document.ts  reading and writing registry.json, the rules of a remote's entry
 *   ts            which version is live: promote, local build, rollback, canary, pin
 *   campaigns.ts          the registry's campaigns (`activities`)
 *   overrides.ts          developer overrides
 *   log.ts                the log
 */
import type { Registry, RemoteName } from 'shared-libs/contracts';
import type { BuildInfo } from '../build-info';
import type { AutoRollbackRule } from '../reports';
import type { Storage } from '../storage';
import {
  activityAdd,
  activityEnd,
  activityRemove,
  activitySchedule,
  activitySwap,
  type CampaignTarget,
  type NewCampaign,
} from './campaigns';
import { StoreContext, type ReleaseStoreOptions } from './context';
import { readLog, type LogEntry } from './log';
import { setOverrides } from './overrides';
import {
  currentRegistry,
  readRegistry,
  updateRegistry,
  type StoredRegistry,
} from './registry-document';
import {
  autoRollback,
  autoRollbackRule,
  canary,
  canaryOff,
  pin,
  promote,
  publishLocalBuild,
  reinstate,
  rollback,
  unpin,
} from './rollout';
import { authenticate, createToken } from './tokens';
import { publish, readManifest, versions, type ReleaseManifest } from './versions';

export class ReleaseStore {
  readonly storage: Storage;
  private readonly ctx: StoreContext;

  constructor(o: ReleaseStoreOptions) {
    this.ctx = new StoreContext(o);
    this.storage = o.storage;
  }

  /** Where a key lives, as a person would look for it (a path or an s3:// URL). */
  locationOf(key: string): string {
    return this.ctx.locationOf(key);
  }

  // ---- tokens (tokens.ts) ----------------------------------------------------------------

  /** The name of a publish token; throws AuthError when it is missing or unknown. */
  authenticate(token: string | undefined): Promise<string> {
    return authenticate(this.ctx, token);
  }

  /**
   * A new token named `name` (returned once, only its hash is stored). The first token needs
   * none (whoever can write the storage bootstraps it); every later one needs a valid token.
   */
  createToken(name: string, actorToken: string | undefined): Promise<string> {
    return createToken(this.ctx, name, actorToken);
  }

  // ---- versions (versions.ts) ------------------------------------------------------------

  /** A version's manifest, or null when it is not published. */
  manifest(remote: RemoteName, version: string): Promise<ReleaseManifest | null> {
    return readManifest(this.ctx, remote, version);
  }

  /** Published versions of a remote, oldest first. */
  versions(remote: RemoteName): Promise<ReleaseManifest[]> {
    return versions(this.ctx, remote);
  }

  /**
   * Uploads a built remote as an immutable version, after the gates (contract, ./lifecycles,
   * size budgets); a no-op for the same content under the same version.
   */
  publish(
    who: string,
    build: BuildInfo,
    dir: string,
    version?: string,
    o?: { budgets?: boolean },
  ): Promise<{ manifest: ReleaseManifest; created: boolean }> {
    return publish(this.ctx, who, build, dir, version, o);
  }

  // ---- the registry document (registry-document.ts) --------------------------------------

  /** The stored registry document and its etag, or null when the store has none yet. */
  readRegistry(): Promise<{ doc: StoredRegistry; etag: string } | null> {
    return readRegistry(this.ctx);
  }

  /** The registry to serve (the store's state left out), or null when the store has none. */
  currentRegistry(): Promise<Registry | null> {
    return currentRegistry(this.ctx);
  }

  /** Applies a change to the registry under compare-and-swap; logged with the revision. */
  updateRegistry(
    who: string,
    action: string,
    change: (doc: StoredRegistry) => string | Promise<string>,
  ): Promise<{ registry: Registry; detail: string }> {
    return updateRegistry(this.ctx, who, action, change);
  }

  // ---- which version is live (ts) ------------------------------------------------

  /** Makes a published version current for everyone (a canary of it ends). */
  promote(who: string, remote: RemoteName, version: string) {
    return promote(this.ctx, who, remote, version);
  }

  /** A local build at start-up: published, and made current when nobody chose another. */
  publishLocalBuild(who: string, build: BuildInfo, dir: string) {
    return publishLocalBuild(this.ctx, who, build, dir);
  }

  /** Back to the previous good version; the current one is marked bad (never a target again). */
  rollback(who: string, remote: RemoteName) {
    return rollback(this.ctx, who, remote);
  }

  /** A sticky share of devices on another published version, optionally auto-rolled back. */
  canary(
    who: string,
    remote: RemoteName,
    version: string,
    percent: number,
    autoRollback?: Omit<AutoRollbackRule, 'version'>,
  ) {
    return canary(this.ctx, who, remote, version, percent, autoRollback);
  }

  /** The auto-rollback rule of a remote's canary, if it has one. */
  autoRollbackRule(remote: RemoteName): Promise<AutoRollbackRule | null> {
    return autoRollbackRule(this.ctx, remote);
  }

  /** Ends a canary whose reports passed its rule (the report collector); its version is bad. */
  autoRollback(remote: RemoteName, version: string, reason: string) {
    return autoRollback(this.ctx, remote, version, reason);
  }

  canaryOff(who: string, remote: RemoteName) {
    return canaryOff(this.ctx, who, remote);
  }

  /** Holds a remote at a version until `unpin`: promote, canary and rollback are refused. */
  pin(who: string, remote: RemoteName, version: string) {
    return pin(this.ctx, who, remote, version);
  }

  /** Clears a version's bad mark (set by rollback): it may be promoted or rolled back to again. */
  reinstate(who: string, remote: RemoteName, version: string) {
    return reinstate(this.ctx, who, remote, version);
  }

  unpin(who: string, remote: RemoteName) {
    return unpin(this.ctx, who, remote);
  }

  // ---- campaigns (campaigns.ts) ----------------------------------------------------------

  activityAdd(who: string, a: NewCampaign) {
    return activityAdd(this.ctx, who, a);
  }

  /** Points a campaign at another page and/or version (`version: null`: the remote's current). */
  activitySwap(who: string, slug: string, to: CampaignTarget) {
    return activitySwap(this.ctx, who, slug, to);
  }

  /** Ends a campaign now (or at `at`): its route stops matching. */
  activityEnd(who: string, slug: string, at?: string) {
    return activityEnd(this.ctx, who, slug, at);
  }

  /** Removes a campaign from the registry: its route is gone and its slug is free. */
  activityRemove(who: string, slug: string) {
    return activityRemove(this.ctx, who, slug);
  }

  activitySchedule(who: string, slug: string, startsAt?: string, endsAt?: string) {
    return activitySchedule(this.ctx, who, slug, startsAt, endsAt);
  }

  // ---- developer overrides (overrides.ts) ------------------------------------------------

  /** The origins a developer may point a remote at from the running site; empty: none. */
  setOverrides(who: string, allowedOrigins: string[]) {
    return setOverrides(this.ctx, who, allowedOrigins);
  }

  // ---- log (log.ts) ----------------------------------------------------------------------

  /** The log, oldest first (the last `limit` entries). */
  log(limit = 50): Promise<LogEntry[]> {
    return readLog(this.ctx, limit);
  }
}
