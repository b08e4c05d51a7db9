/**
 * The release store (issue 11): immutable versions of each remote and the one registry document
 * the host reads, on a pluggable Storage (storage.ts: a local folder by default, S3 in
 * production). Layout of the keys:
 *
 *   <remote>/<version>/<file>              the built files, never overwritten
 *   <remote>/<version>/cumulus-release.json  its manifest (written last: present = published)
 *   registry.json                          the current registry (shared-libs/contracts Registry,
 *                                          plus the store's own `release` section)
 *   log/<time>-<id>.json                   one object per write: who, what, when
 *   auth/tokens.json                       publish tokens (names and sha256 hashes)
 *
 * Every registry change is read-modify-write with a compare-and-swap on the document's etag,
 * retried on conflict: two writers never lose each other's change, and since the document is
 * written whole (rename / one PutObject) no reader ever sees half of it.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import type {
  ActivityEntry,
  Registry,
  RemoteEntry,
  RemoteName,
  RemoteVersionRef,
} from 'shared-libs/contracts';
import { REMOTE_DIRS } from '../config/apps';
import {
  checkGates,
  runtimeMismatch,
  GateError,
  sri,
  type BuildInfo,
  type HostContract,
  type ReleaseFile,
} from './build-info';
import type { AutoRollbackRule } from './reports';
import { LocalDirStorage, PreconditionFailed, type Storage } from './storage';

/** The manifest of one published version (`<remote>/<version>/cumulus-release.json`). */

/** A build's Module Federation manifest (the registry's `manifest` names it). */
export const MANIFEST_FILE = 'mf-manifest.json';
export interface ReleaseManifest {
  schema: 1;
  remote: RemoteName;
  version: string;
  /** The package version it was built as, and its build label. */
  appVersion: string;
  buildLabel: string;
  /** The host contract it was compiled against. */
  contractVersion: number;
  /** The federation runtime it needs from the host (null or absent: it carries its own). */
  federationRuntime?: string | null;
  exposes: string[];
  /** SRI of remoteEntry.js, what the registry's `integrity` carries. */
  integrity: string;
  files: ReleaseFile[];
  /** Bytes, all files. */
  size: number;
  publishedAt: string;
  publishedBy: string;
}

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

/** One line of the log. */
export interface LogEntry {
  at: string;
  /** The publish token's name. */
  who: string;
  action: string;
  detail: string;
  /** The registry revision the write produced (registry writes only). */
  revision?: string;
}

/** What a command was refused for (bad input, a state that forbids it): exit code 1. */
export class StoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreError';
  }
}

/**
 * A file of the store that cannot be read as what it should be (hand-edited, truncated, written
 * by something else): exit code 4. Names the file and what to do.
 */
export class CorruptStoreError extends Error {
  constructor(
    readonly file: string,
    problem: string,
    remedy: string,
  ) {
    super(`${file} is unreadable (${problem}). ${remedy}`);
    this.name = 'CorruptStoreError';
  }
}

/** No valid publish token. */
export class AuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}

export interface ReleaseStoreOptions {
  storage: Storage;
  /** URL of a published version's file (what the registry's `entry` points at). */
  urlOf(remote: RemoteName, version: string, file: string): string;
  /** The registry to start from when the store has none yet (the embedded default). */
  initialRegistry(): Registry;
  /** The host's accepted contract versions (default: read from the host build, build-info.ts). */
  hostContract?(): HostContract;
  budgetsFile?: string;
  now?(): Date;
  /**
   * Remotes served from a dev server on their own origin: the served registry gives them the
   * initial registry's entry (their own build), whatever the store says (the site's `--except`).
   */
  devRemotes?: readonly RemoteName[];
  /**
   * The local site (site.ts): what no command of the CLI writes, `api` and `embedding`, and
   * `overrides` until `overrides allow|off` sets them, are served as the initial registry (the
   * embedded default of this process) has them, not as the store's first write copied them, so
   * a changed default or environment reaches a store made before it.
   */
  liveDefaults?: boolean;
}

/** Earlier good versions kept in a remote's `previous`. */
export const PREVIOUS_KEPT = 5;
const MANIFEST = 'cumulus-release.json';
const REGISTRY = 'registry.json';
const TOKENS = 'auth/tokens.json';
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_DIRS, name);
}

export function checkRemote(name: string): RemoteName {
  if (!isRemoteName(name))
    throw new StoreError(
      `unknown remote "${name}" (remotes: ${Object.keys(REMOTE_DIRS).join(', ')})`,
    );
  return name;
}

export function checkVersion(version: string): string {
  if (!VERSION.test(version))
    throw new StoreError(
      `invalid version "${version}": letters, digits, ".", "-", "_", at most 64 characters`,
    );
  return version;
}

/** A canary share: an integer per cent, 1 to 99 (100 is a promote, 0 is `--off`). */
export function checkPercent(percent: number): number {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new StoreError(
      `invalid canary percent ${percent}: an integer from 1 to 99 (100: promote it; 0: canary --off)`,
    );
  return percent;
}

function checkTime(name: string, value: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new StoreError(`${name} "${value}" is not a date (ISO 8601)`);
  return new Date(t).toISOString();
}

interface TokenFile {
  tokens: { name: string; sha256: string; createdAt: string }[];
}

export class ReleaseStore {
  readonly storage: Storage;
  private readonly o: ReleaseStoreOptions;

  constructor(o: ReleaseStoreOptions) {
    this.o = o;
    this.storage = o.storage;
  }

  private now(): Date {
    return this.o.now ? this.o.now() : new Date();
  }

  /** Where a key lives, as a person would look for it (a path or an s3:// URL). */
  locationOf(key: string): string {
    if (this.storage instanceof LocalDirStorage) return path.join(this.storage.root, key);
    return `${this.storage.description.replace(/\/$/, '')}/${key}`;
  }

  /**
   * A JSON document of the store, parsed and checked for its shape; a CorruptStoreError naming
   * the file and what to do when it is not one.
   */
  private parse<T>(key: string, body: Buffer, valid: (v: unknown) => boolean, remedy: string): T {
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch (err) {
      throw new CorruptStoreError(
        this.locationOf(key),
        `not JSON: ${(err as Error).message}`,
        remedy,
      );
    }
    if (!valid(value))
      throw new CorruptStoreError(this.locationOf(key), 'not the expected shape', remedy);
    return value as T;
  }

  // ---- tokens ----------------------------------------------------------------------------

  private async tokens(): Promise<TokenFile> {
    const got = await this.storage.get(TOKENS);
    // Written by createToken below.
    return got ? this.parseTokens(got.body) : { tokens: [] };
  }

  private parseTokens(body: Buffer): TokenFile {
    return this.parse<TokenFile>(
      TOKENS,
      body,
      (v) => isObject(v) && Array.isArray(v.tokens),
      'Restore it from a backup, or move it away and create the first token again (`npm run remote -- token create <name>`).',
    );
  }

  /** The name of a publish token; throws AuthError when it is missing or unknown. */
  async authenticate(token: string | undefined): Promise<string> {
    if (!token)
      throw new AuthError(
        'writes need a publish token: set CUMULUS_PUBLISH_TOKEN (create one with `npm run remote -- token create <name>`)',
      );
    const hash = sha256(token);
    const found = (await this.tokens()).tokens.find((t) =>
      crypto.timingSafeEqual(Buffer.from(t.sha256, 'hex'), Buffer.from(hash, 'hex')),
    );
    if (!found) throw new AuthError('CUMULUS_PUBLISH_TOKEN is not a known publish token');
    return found.name;
  }

  /**
   * A new token named `name` (returned once, only its hash is stored). The first token needs
   * none (whoever can write the storage bootstraps it); every later one needs a valid token.
   */
  async createToken(name: string, actorToken: string | undefined): Promise<string> {
    if (!/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(name))
      throw new StoreError(`invalid token name "${name}"`);
    for (let attempt = 0; attempt < 20; attempt++) {
      const got = await this.storage.get(TOKENS);
      // Written by this method.
      const file = got ? this.parseTokens(got.body) : { tokens: [] };
      const who = file.tokens.length ? await this.authenticate(actorToken) : name;
      if (file.tokens.some((t) => t.name === name))
        throw new StoreError(`a token named "${name}" exists already`);
      const token = `cpt_${crypto.randomBytes(24).toString('base64url')}`;
      file.tokens.push({ name, sha256: sha256(token), createdAt: this.now().toISOString() });
      try {
        await this.storage.put(TOKENS, JSON.stringify(file, null, 1), {
          ifMatch: got ? got.etag : null,
          contentType: 'application/json',
        });
      } catch (err) {
        if (err instanceof PreconditionFailed) continue;
        throw err;
      }
      await this.appendLog({ who, action: 'token', detail: `created token "${name}"` });
      return token;
    }
    throw new StoreError('the token list kept changing: try again');
  }

  // ---- versions --------------------------------------------------------------------------

  /** A version's manifest, or null when it is not published. */
  async manifest(remote: RemoteName, version: string): Promise<ReleaseManifest | null> {
    const key = `${remote}/${checkVersion(version)}/${MANIFEST}`;
    const got = await this.storage.get(key);
    // Written by publish() below.
    return got
      ? this.parse<ReleaseManifest>(
          key,
          got.body,
          (v) =>
            isObject(v) &&
            v.remote === remote &&
            v.version === version &&
            typeof v.integrity === 'string' &&
            Array.isArray(v.files),
          `Its files were written before it: publish the same build again with \`--version ${version}\` to rewrite nothing but what is missing, or move the folder ${remote}/${version} away if that version was never used.`,
        )
      : null;
  }

  private async requireManifest(remote: RemoteName, version: string): Promise<ReleaseManifest> {
    const m = await this.manifest(remote, version);
    if (!m)
      throw new StoreError(
        `${remote}@${version} is not published (see \`npm run remote -- list ${remote}\`)`,
      );
    return m;
  }

  /** Published versions of a remote, oldest first. */
  async versions(remote: RemoteName): Promise<ReleaseManifest[]> {
    const keys = await this.storage.list(`${remote}/`);
    const versions = keys
      .filter((k) => k.endsWith(`/${MANIFEST}`) && k.split('/').length === 3)
      .map((k) => k.split('/')[1] ?? '');
    const manifests = await Promise.all(versions.map((v) => this.manifest(remote, v)));
    return manifests
      .filter((m): m is ReleaseManifest => m !== null)
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  }

  /**
   * Uploads a built remote as an immutable version, after the gates (contract, ./lifecycles,
   * size budgets). Files first, the manifest last: a version is published once its manifest
   * exists. Publishing the same content again under the same version is a no-op; other content
   * under a published version is refused.
   */
  async publish(
    who: string,
    build: BuildInfo,
    dir: string,
    version?: string,
    o: { budgets?: boolean } = {},
  ): Promise<{ manifest: ReleaseManifest; created: boolean }> {
    checkGates(o.budgets === false ? { ...build, gzip: { remoteEntry: 0, exposed: 0 } } : build, {
      host: this.o.hostContract ? this.o.hostContract() : undefined,
      budgetsFile: this.o.budgetsFile,
    });
    if (build.files.some((f) => f.path === MANIFEST))
      throw new GateError(`${build.remote}: the build has a file named ${MANIFEST}, reserved`);
    const digest = sha256(build.files.map((f) => `${f.path} ${f.integrity}`).join('\n'));
    const v = checkVersion(version ?? `${build.appVersion}-${digest.slice(0, 10)}`);
    const entry = build.files.find((f) => f.path === 'remoteEntry.js');
    if (!entry) throw new GateError(`${build.remote}: no remoteEntry.js`);
    // The stored mf-manifest.json names the published version (metaData.buildInfo.buildVersion,
    // the package version in the build): rewritten here, so the version's files agree with the
    // registry; the version's name is still the hash of the build as built.
    const rewritten = new Map<string, Buffer>();
    const files = build.files.map((f) => {
      if (f.path !== MANIFEST_FILE) return f;
      const body = withBuildVersion(fs.readFileSync(path.join(dir, f.path)), v);
      if (!body) return f;
      rewritten.set(f.path, body);
      return { ...f, size: body.length, integrity: sri(body) };
    });
    const size = files.reduce((n, f) => n + f.size, 0);
    const existing = await this.manifest(build.remote, v);
    const same = (m: ReleaseManifest) =>
      m.files.length === files.length &&
      m.files.every((f, i) => f.integrity === files[i]?.integrity);
    if (existing) {
      if (same(existing)) return { manifest: existing, created: false };
      throw new StoreError(
        `${build.remote}@${v} is published already with other content: versions are immutable, publish under another --version`,
      );
    }
    const manifest: ReleaseManifest = {
      schema: 1,
      remote: build.remote,
      version: v,
      appVersion: build.appVersion,
      buildLabel: build.buildLabel,
      contractVersion: build.contractVersion,
      federationRuntime: build.federationRuntime,
      exposes: build.exposes,
      integrity: entry.integrity,
      files,
      size,
      publishedAt: this.now().toISOString(),
      publishedBy: who,
    };
    const queue = [...files];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let f = queue.shift(); f; f = queue.shift()) {
          const body =
            rewritten.get(f.path) ?? (await fs.promises.readFile(path.join(dir, f.path)));
          const key = `${build.remote}/${v}/${f.path}`;
          try {
            // Never overwrite a published byte: a file already there must be the same file
            // (left by an interrupted publish of this build), else the version is someone else's.
            await this.storage.put(key, body, { cacheControl: IMMUTABLE, ifMatch: null });
          } catch (err) {
            if (!(err instanceof PreconditionFailed)) throw err;
            const there = await this.storage.get(key);
            if (!there || sri(there.body) !== f.integrity)
              throw new StoreError(
                `${build.remote}@${v}: ${f.path} exists with other content (another publish of this version?): publish under another --version`,
              );
          }
        }
      }),
    );
    try {
      await this.storage.put(
        `${build.remote}/${v}/${MANIFEST}`,
        JSON.stringify(manifest, null, 1),
        {
          ifMatch: null,
          contentType: 'application/json',
        },
      );
    } catch (err) {
      if (!(err instanceof PreconditionFailed)) throw err;
      // Another publisher of the same version won: fine if it is the same content.
      const other = await this.requireManifest(build.remote, v);
      if (same(other)) return { manifest: other, created: false };
      throw new StoreError(`${build.remote}@${v} was just published with other content`);
    }
    await this.appendLog({
      who,
      action: 'publish',
      detail: `${build.remote}@${v} (contract ${build.contractVersion}, label ${build.buildLabel}, ${files.length} files, ${size} bytes)`,
    });
    return { manifest, created: true };
  }

  // ---- registry --------------------------------------------------------------------------

  /** The stored registry document and its etag, or null when the store has none yet. */
  async readRegistry(): Promise<{ doc: StoredRegistry; etag: string } | null> {
    const got = await this.storage.get(REGISTRY);
    if (!got) return null;
    // Written whole by updateRegistry() below.
    const doc = this.parse<StoredRegistry>(
      REGISTRY,
      got.body,
      (v) => isObject(v) && v.schema === 1 && isObject(v.remotes) && Array.isArray(v.activities),
      'The servers keep serving the last registry they read. Restore it from a backup or from the log (`npm run remote -- log`), or move it away: the next `npm start` (or write) starts a new one from the published versions.',
    );
    return { doc, etag: got.etag };
  }

  /**
   * The store's first document: the embedded default (origins, campaigns, overrides) without
   * its remotes, which are their own mutable builds there: only published versions enter the
   * store's `remotes` (and so `previous`).
   */
  private initialDocument(): StoredRegistry {
    const initial = this.o.initialRegistry();
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
  async currentRegistry(): Promise<Registry | null> {
    const got = await this.readRegistry();
    if (!got) return null;
    const served = servedRegistry(got.doc);
    const fallback = this.o.initialRegistry().remotes;
    const remotes = { ...fallback, ...served.remotes };
    for (const r of this.o.devRemotes ?? []) remotes[r] = fallback[r];
    if (!this.o.liveDefaults) return { ...served, remotes };
    const initial = this.o.initialRegistry();
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
   * from the new document. The change may throw StoreError to refuse. Logged with the revision.
   */
  async updateRegistry(
    who: string,
    action: string,
    change: (doc: StoredRegistry) => string | Promise<string>,
  ): Promise<{ registry: Registry; detail: string }> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const got = await this.readRegistry();
      const doc: StoredRegistry = got ? got.doc : this.initialDocument();
      const detail = await change(doc);
      const n = Number(/^r(\d+)$/.exec(doc.revision ?? '')?.[1] ?? 0) + 1;
      doc.revision = `r${n}`;
      doc.publishedAt = this.now().toISOString();
      try {
        await this.storage.put(REGISTRY, `${JSON.stringify(doc, null, 1)}\n`, {
          ifMatch: got ? got.etag : null,
          contentType: 'application/json',
          cacheControl: 'no-cache',
        });
      } catch (err) {
        if (err instanceof PreconditionFailed) {
          await new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)));
          continue;
        }
        throw err;
      }
      await this.appendLog({ who, action, detail, revision: doc.revision });
      return { registry: servedRegistry(doc), detail };
    }
    throw new StoreError('the registry kept changing under this write (50 attempts): try again');
  }

  private refOf(m: ReleaseManifest): RemoteVersionRef {
    return {
      entry: this.o.urlOf(m.remote, m.version, 'remoteEntry.js'),
      version: m.version,
      integrity: m.integrity,
      ...(m.files.some((f) => f.path === MANIFEST_FILE)
        ? { manifest: this.o.urlOf(m.remote, m.version, MANIFEST_FILE) }
        : {}),
    };
  }

  /** Refuses a version the current host would refuse (the host may have changed since publish). */
  private checkContract(m: ReleaseManifest): void {
    if (!this.o.hostContract) return;
    const host = this.o.hostContract();
    if (!host.versions.includes(m.contractVersion))
      throw new GateError(
        `${m.remote}@${m.version} is built for contract ${m.contractVersion}; the current host accepts ${host.versions.join(', ')} (${host.source})`,
      );
    const runtime = runtimeMismatch(m.federationRuntime, host);
    if (runtime) throw new GateError(`${m.remote}@${m.version}: ${runtime}`);
  }

  private static refuseIfPinned(doc: StoredRegistry, remote: RemoteName, what: string): void {
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
  private static refuseIfBad(
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
  private static makeCurrent(doc: StoredRegistry, remote: RemoteName, ref: RemoteVersionRef) {
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

  /** Makes a published version current for everyone (a canary of it ends). */
  async promote(who: string, remote: RemoteName, version: string) {
    const m = await this.requireManifest(remote, version);
    this.checkContract(m);
    return this.updateRegistry(who, 'promote', (doc) => {
      ReleaseStore.refuseIfPinned(doc, remote, 'promote');
      ReleaseStore.refuseIfBad(doc, remote, version, 'promote');
      const from = doc.remotes[remote]?.version ?? 'none';
      ReleaseStore.makeCurrent(doc, remote, this.refOf(m));
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
  async publishLocalBuild(
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
        host: this.o.hostContract ? this.o.hostContract() : undefined,
        budgetsFile: this.o.budgetsFile,
      });
    } catch (err) {
      if (!(err instanceof GateError)) throw err;
      warning = err.message;
    }
    const { manifest, created } = await this.publish(who, build, dir, undefined, {
      budgets: false,
    });
    const v = manifest.version;
    const remote = build.remote;
    // An entry written before the registry named manifests gets its `manifest` again.
    const named = this.refOf(manifest).manifest;
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
    const first = decide((await this.readRegistry())?.doc);
    if (!first.promote) {
      const live = (await this.readRegistry())?.doc.remotes[remote]?.version ?? 'none';
      return { version: v, created, live, promoted: false, reason: first.reason, warning };
    }
    let result = first;
    const { registry } = await this.updateRegistry(who, 'local-build', (doc) => {
      result = decide(doc);
      if (!result.promote) return `${remote}@${v} published, not made current (${result.reason})`;
      const from = doc.remotes[remote]?.version ?? 'none';
      this.checkContract(manifest);
      ReleaseStore.makeCurrent(doc, remote, this.refOf(manifest));
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
  async rollback(who: string, remote: RemoteName) {
    return this.updateRegistry(who, 'rollback', (doc) => {
      ReleaseStore.refuseIfPinned(doc, remote, 'rollback');
      const cur = doc.remotes[remote];
      const bad0 = new Set(doc.release?.bad?.[remote] ?? []);
      const targets = (cur?.previous ?? []).filter(
        (p) => isPublishedRef(p) && !bad0.has(p.version),
      );
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
  async canary(
    who: string,
    remote: RemoteName,
    version: string,
    percent: number,
    autoRollback?: Omit<AutoRollbackRule, 'version'>,
  ) {
    checkPercent(percent);
    const m = await this.requireManifest(remote, version);
    this.checkContract(m);
    return this.updateRegistry(who, 'canary', (doc) => {
      ReleaseStore.refuseIfPinned(doc, remote, 'canary');
      ReleaseStore.refuseIfBad(doc, remote, version, 'canary');
      const cur = doc.remotes[remote];
      if (!cur) throw new StoreError(`${remote} has no current version: promote one first`);
      if (cur.version === version)
        throw new StoreError(`${remote}@${version} is the current version already`);
      cur.canary = { ...this.refOf(m), percent };
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
  async autoRollbackRule(remote: RemoteName): Promise<AutoRollbackRule | null> {
    const got = await this.readRegistry();
    const rule = got?.doc.release?.autoRollback?.[remote];
    return rule && got?.doc.remotes[remote]?.canary?.version === rule.version ? rule : null;
  }

  /**
   * Ends a canary whose reports passed its rule (the report collector): the version is marked
   * bad, everyone stays on the current version. A no-op when that canary has ended meanwhile.
   */
  async autoRollback(remote: RemoteName, version: string, reason: string) {
    return this.updateRegistry('auto-rollback', 'canary-rollback', (doc) => {
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

  async canaryOff(who: string, remote: RemoteName) {
    return this.updateRegistry(who, 'canary-off', (doc) => {
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
  async pin(who: string, remote: RemoteName, version: string) {
    const m = await this.requireManifest(remote, version);
    this.checkContract(m);
    return this.updateRegistry(who, 'pin', (doc) => {
      ReleaseStore.refuseIfBad(doc, remote, version, 'pin');
      const cur = doc.remotes[remote];
      if (cur?.version !== version) ReleaseStore.makeCurrent(doc, remote, this.refOf(m));
      const entry = doc.remotes[remote];
      if (entry) delete entry.canary;
      const release = (doc.release ??= {});
      (release.pinned ??= {})[remote] = version;
      return `${remote} pinned at ${version}`;
    });
  }

  /** Clears a version's bad mark (set by rollback): it may be promoted or rolled back to again. */
  async reinstate(who: string, remote: RemoteName, version: string) {
    await this.requireManifest(remote, version);
    return this.updateRegistry(who, 'reinstate', (doc) => {
      const list = doc.release?.bad?.[remote];
      if (!list?.includes(version) || !doc.release?.bad)
        throw new StoreError(`${remote}@${version} is not marked bad`);
      doc.release.bad[remote] = list.filter((v) => v !== version);
      return `${remote}@${version} is no longer marked bad`;
    });
  }

  async unpin(who: string, remote: RemoteName) {
    return this.updateRegistry(who, 'unpin', (doc) => {
      const pinned = doc.release?.pinned?.[remote];
      if (!pinned) throw new StoreError(`${remote} is not pinned`);
      delete doc.release?.pinned?.[remote];
      return `${remote} unpinned (was at ${pinned})`;
    });
  }

  // ---- campaigns -------------------------------------------------------------------------

  private async activityVersion(remote: RemoteName, version: string | undefined, page: string) {
    if (version === undefined) return undefined;
    const m = await this.requireManifest(remote, version);
    this.checkContract(m);
    const chunks = m.files.map((f) => f.path);
    if (!chunks.some((f) => f.startsWith(`page-${page}.`)))
      console.warn(
        `warning: ${remote}@${version} has no chunk named page-${page}: is "${page}" one of its pages?`,
      );
    return this.refOf(m);
  }

  async activityAdd(
    who: string,
    a: {
      slug: string;
      remote: RemoteName;
      page: string;
      startsAt: string;
      endsAt: string;
      version?: string;
    },
  ) {
    if (!SLUG.test(a.slug)) throw new StoreError(`invalid slug "${a.slug}": a-z, 0-9 and "-"`);
    if (!SLUG.test(a.page)) throw new StoreError(`invalid page "${a.page}": a-z, 0-9 and "-"`);
    const startsAt = checkTime('--starts', a.startsAt);
    const endsAt = checkTime('--ends', a.endsAt);
    if (endsAt <= startsAt) throw new StoreError('--ends must be after --starts');
    const version = await this.activityVersion(a.remote, a.version, a.page);
    return this.updateRegistry(who, 'activity-add', (doc) => {
      if (version) ReleaseStore.refuseIfBad(doc, a.remote, version.version, 'activity add');
      if (doc.activities.some((x) => x.slug === a.slug))
        throw new StoreError(
          `campaign "${a.slug}" exists already: use \`activity swap\` or \`activity schedule\``,
        );
      const entry: ActivityEntry = {
        slug: a.slug,
        remote: a.remote,
        page: a.page,
        startsAt,
        endsAt,
      };
      if (version) entry.version = version;
      doc.activities.push(entry);
      return `${a.slug} -> ${a.remote}${a.version ? `@${a.version}` : ''} page ${a.page}, ${startsAt} to ${endsAt}`;
    });
  }

  private static activity(doc: StoredRegistry, slug: string): ActivityEntry {
    const a = doc.activities.find((x) => x.slug === slug);
    if (!a) throw new StoreError(`no campaign "${slug}" (see \`npm run remote -- list\`)`);
    return a;
  }

  /** Points a campaign at another page and/or version (`version: null`: the remote's current). */
  async activitySwap(
    who: string,
    slug: string,
    to: { remote?: RemoteName; page?: string; version?: string | null },
  ) {
    if (to.page !== undefined && !SLUG.test(to.page))
      throw new StoreError(`invalid page "${to.page}"`);
    const before = (await this.currentRegistry())?.activities.find((x) => x.slug === slug);
    const remote = to.remote ?? before?.remote;
    const page = to.page ?? before?.page ?? '';
    const version =
      remote && typeof to.version === 'string'
        ? await this.activityVersion(remote, to.version, page)
        : undefined;
    return this.updateRegistry(who, 'activity-swap', (doc) => {
      const a = ReleaseStore.activity(doc, slug);
      if (version && remote)
        ReleaseStore.refuseIfBad(doc, remote, version.version, 'activity swap');
      if (to.remote) a.remote = to.remote;
      if (to.page) a.page = to.page;
      if (version) a.version = version;
      else if (to.version === null || to.remote) delete a.version;
      return `${slug} -> ${a.remote}${a.version ? `@${a.version.version}` : ''} page ${a.page}`;
    });
  }

  /** Ends a campaign now (or at `at`): its route stops matching. */
  async activityEnd(who: string, slug: string, at?: string) {
    const endsAt = at ? checkTime('--at', at) : this.now().toISOString();
    return this.updateRegistry(who, 'activity-end', (doc) => {
      const a = ReleaseStore.activity(doc, slug);
      a.endsAt = endsAt;
      if (a.startsAt > endsAt) a.startsAt = endsAt;
      return `${slug} ends at ${endsAt}`;
    });
  }

  /**
   * Removes a campaign from the registry: its route is gone (a visit is a not-found page, not the
   * activity-end page `end` leads to) and its slug is free for another campaign.
   */
  async activityRemove(who: string, slug: string) {
    return this.updateRegistry(who, 'activity-remove', (doc) => {
      const a = ReleaseStore.activity(doc, slug);
      doc.activities = doc.activities.filter((x) => x !== a);
      return `${slug} removed (was ${a.remote} page ${a.page}, ${a.startsAt} to ${a.endsAt})`;
    });
  }

  async activitySchedule(who: string, slug: string, startsAt?: string, endsAt?: string) {
    const s = startsAt === undefined ? undefined : checkTime('--starts', startsAt);
    const e = endsAt === undefined ? undefined : checkTime('--ends', endsAt);
    if (s === undefined && e === undefined) throw new StoreError('give --starts and/or --ends');
    return this.updateRegistry(who, 'activity-schedule', (doc) => {
      const a = ReleaseStore.activity(doc, slug);
      if (s) a.startsAt = s;
      if (e) a.endsAt = e;
      if (a.endsAt <= a.startsAt) throw new StoreError('the campaign would end before it starts');
      return `${slug}: ${a.startsAt} to ${a.endsAt}`;
    });
  }

  // ---- developer overrides ---------------------------------------------------------------

  /**
   * The origins a developer may point a remote at from the running site (the host's override,
   * like import-map-overrides): exact origins or `http://host:*`. Empty: no overrides.
   */
  async setOverrides(who: string, allowedOrigins: string[]) {
    for (const o of allowedOrigins)
      if (!ORIGIN_PATTERN.test(o))
        throw new StoreError(
          `invalid origin "${o}": scheme, host and optional port or ":*" (e.g. http://localhost:*)`,
        );
    return this.updateRegistry(who, 'overrides', (doc) => {
      (doc.release ??= {}).overridesSet = true;
      if (allowedOrigins.length) doc.overrides = { allowedOrigins: [...new Set(allowedOrigins)] };
      else delete doc.overrides;
      return allowedOrigins.length
        ? `overrides allowed from ${allowedOrigins.join(', ')}`
        : 'overrides off';
    });
  }

  // ---- log -------------------------------------------------------------------------------

  private async appendLog(e: Omit<LogEntry, 'at'>): Promise<void> {
    const at = this.now().toISOString();
    const entry: LogEntry = { at, ...e };
    const key = `log/${at.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
    await this.storage.put(key, JSON.stringify(entry), {
      ifMatch: null,
      contentType: 'application/json',
    });
  }

  /** The log, oldest first (the last `limit` entries). */
  async log(limit = 50): Promise<LogEntry[]> {
    const keys = (await this.storage.list('log/')).slice(-limit);
    const entries = await Promise.all(
      keys.map(async (k) => ({ key: k, got: await this.storage.get(k) })),
    );
    return entries.flatMap(({ key, got }) =>
      got
        ? [
            this.parse<LogEntry>(
              key,
              got.body,
              (v) => isObject(v) && typeof v.action === 'string',
              'A log entry is only a record: move it away.',
            ),
          ]
        : [],
    );
  }
}

/** An mf-manifest.json with `metaData.buildInfo.buildVersion` set to `version`, or null. */
function withBuildVersion(body: Buffer, version: string): Buffer | null {
  let m: { metaData?: { buildInfo?: { buildVersion?: string } } };
  try {
    m = JSON.parse(body.toString('utf8')) as typeof m;
  } catch {
    return null;
  }
  const info = m.metaData?.buildInfo;
  if (!info || info.buildVersion === version) return null;
  info.buildVersion = version;
  return Buffer.from(JSON.stringify(m));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A published version: it carries the SRI of its remoteEntry.js. An entry without one is a
 * remote's own, mutable build (the embedded default's dev origin), never a rollback target.
 */
export function isPublishedRef(r: RemoteVersionRef | undefined): r is RemoteVersionRef {
  return !!r?.integrity;
}

/** A version reference without the entry's own canary/previous. */
function stripRef(r: RemoteVersionRef): RemoteVersionRef {
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
