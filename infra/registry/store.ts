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
import { PreconditionFailed, type Storage } from './storage';

/** The manifest of one published version (`<remote>/<version>/cumulus-release.json`). */
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

  // ---- tokens ----------------------------------------------------------------------------

  private async tokens(): Promise<TokenFile> {
    const got = await this.storage.get(TOKENS);
    // Written by createToken below.
    return got ? (JSON.parse(got.body.toString('utf8')) as TokenFile) : { tokens: [] };
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
      const file = got ? (JSON.parse(got.body.toString('utf8')) as TokenFile) : { tokens: [] };
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
    const got = await this.storage.get(`${remote}/${checkVersion(version)}/${MANIFEST}`);
    // Written by publish() below.
    return got ? (JSON.parse(got.body.toString('utf8')) as ReleaseManifest) : null;
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
  ): Promise<{ manifest: ReleaseManifest; created: boolean }> {
    checkGates(build, {
      host: this.o.hostContract ? this.o.hostContract() : undefined,
      budgetsFile: this.o.budgetsFile,
    });
    if (build.files.some((f) => f.path === MANIFEST))
      throw new GateError(`${build.remote}: the build has a file named ${MANIFEST}, reserved`);
    const digest = sha256(build.files.map((f) => `${f.path} ${f.integrity}`).join('\n'));
    const v = checkVersion(version ?? `${build.appVersion}-${digest.slice(0, 10)}`);
    const entry = build.files.find((f) => f.path === 'remoteEntry.js');
    if (!entry) throw new GateError(`${build.remote}: no remoteEntry.js`);
    const existing = await this.manifest(build.remote, v);
    const same = (m: ReleaseManifest) =>
      m.files.length === build.files.length &&
      m.files.every((f, i) => f.integrity === build.files[i]?.integrity);
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
      files: build.files,
      size: build.size,
      publishedAt: this.now().toISOString(),
      publishedBy: who,
    };
    const queue = [...build.files];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let f = queue.shift(); f; f = queue.shift()) {
          const body = await fs.promises.readFile(path.join(dir, f.path));
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
      detail: `${build.remote}@${v} (contract ${build.contractVersion}, label ${build.buildLabel}, ${build.files.length} files, ${build.size} bytes)`,
    });
    return { manifest, created: true };
  }

  // ---- registry --------------------------------------------------------------------------

  /** The stored registry document and its etag, or null when the store has none yet. */
  async readRegistry(): Promise<{ doc: StoredRegistry; etag: string } | null> {
    const got = await this.storage.get(REGISTRY);
    if (!got) return null;
    // Written whole by updateRegistry() below.
    return { doc: JSON.parse(got.body.toString('utf8')) as StoredRegistry, etag: got.etag };
  }

  /** The registry to serve (the store's state left out), or null when the store has none. */
  async currentRegistry(): Promise<Registry | null> {
    const got = await this.readRegistry();
    return got ? servedRegistry(got.doc) : null;
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
      const doc: StoredRegistry = got ? got.doc : { ...this.o.initialRegistry() };
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

  /** The new current entry; the old current goes first in `previous`. */
  private static makeCurrent(doc: StoredRegistry, remote: RemoteName, ref: RemoteVersionRef) {
    const old = doc.remotes[remote];
    const bad = new Set(doc.release?.bad?.[remote] ?? []);
    const previous = [
      ...(old && old.version !== ref.version ? [stripRef(old)] : []),
      ...(old?.previous ?? []),
    ].filter(
      (p, i, all) =>
        p.version !== ref.version &&
        !bad.has(p.version) &&
        all.findIndex((q) => q.version === p.version) === i,
    );
    const entry: RemoteEntry = { ...ref, previous: previous.slice(0, PREVIOUS_KEPT) };
    // Made current on purpose: no longer a version rolled back from.
    const badList = doc.release?.bad?.[remote];
    if (badList?.includes(ref.version) && doc.release?.bad)
      doc.release.bad[remote] = badList.filter((v) => v !== ref.version);
    if (old?.canary && old.canary.version !== ref.version) entry.canary = old.canary;
    doc.remotes[remote] = entry;
  }

  /** Makes a published version current for everyone (a canary of it ends). */
  async promote(who: string, remote: RemoteName, version: string) {
    const m = await this.requireManifest(remote, version);
    this.checkContract(m);
    return this.updateRegistry(who, 'promote', (doc) => {
      ReleaseStore.refuseIfPinned(doc, remote, 'promote');
      const from = doc.remotes[remote]?.version ?? 'none';
      ReleaseStore.makeCurrent(doc, remote, this.refOf(m));
      return `${remote}: ${from} -> ${version}`;
    });
  }

  /** Back to the previous good version; the current one is marked bad (never a target again). */
  async rollback(who: string, remote: RemoteName) {
    return this.updateRegistry(who, 'rollback', (doc) => {
      ReleaseStore.refuseIfPinned(doc, remote, 'rollback');
      const cur = doc.remotes[remote];
      const target = cur?.previous?.[0];
      if (!cur || !target)
        throw new StoreError(`${remote} has no previous good version to roll back to`);
      const release = (doc.release ??= {});
      const bad = (release.bad ??= {});
      bad[remote] = [...new Set([...(bad[remote] ?? []), cur.version])];
      const entry: RemoteEntry = { ...stripRef(target), previous: cur.previous?.slice(1) ?? [] };
      if (cur.canary) entry.canary = cur.canary;
      doc.remotes[remote] = entry;
      return `${remote}: ${cur.version} -> ${target.version} (${cur.version} marked bad)`;
    });
  }

  /** A sticky share of devices on another published version. */
  async canary(who: string, remote: RemoteName, version: string, percent: number) {
    checkPercent(percent);
    const m = await this.requireManifest(remote, version);
    this.checkContract(m);
    return this.updateRegistry(who, 'canary', (doc) => {
      ReleaseStore.refuseIfPinned(doc, remote, 'canary');
      const cur = doc.remotes[remote];
      if (!cur) throw new StoreError(`${remote} has no current version: promote one first`);
      if (cur.version === version)
        throw new StoreError(`${remote}@${version} is the current version already`);
      cur.canary = { ...this.refOf(m), percent };
      return `${remote}: ${percent}% on ${version} (current ${cur.version})`;
    });
  }

  async canaryOff(who: string, remote: RemoteName) {
    return this.updateRegistry(who, 'canary-off', (doc) => {
      const cur = doc.remotes[remote];
      if (!cur?.canary) throw new StoreError(`${remote} has no canary`);
      const v = cur.canary.version;
      delete cur.canary;
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
      const cur = doc.remotes[remote];
      if (cur?.version !== version) ReleaseStore.makeCurrent(doc, remote, this.refOf(m));
      const entry = doc.remotes[remote];
      if (entry) delete entry.canary;
      const release = (doc.release ??= {});
      (release.pinned ??= {})[remote] = version;
      return `${remote} pinned at ${version}`;
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
    const entries = await Promise.all(keys.map((k) => this.storage.get(k)));
    return entries
      .filter((g) => g !== null)
      .map((g) => JSON.parse(g.body.toString('utf8')) as LogEntry);
  }
}

/** A version reference without the entry's own canary/previous. */
function stripRef(r: RemoteVersionRef): RemoteVersionRef {
  return { entry: r.entry, version: r.version, ...(r.integrity ? { integrity: r.integrity } : {}) };
}

/** The registry as served: the store's own state left out. */
export function servedRegistry(doc: StoredRegistry): Registry {
  const { release: _release, ...registry } = doc;
  return registry;
}
