/**
 * Published versions: `<remote>/<version>/<file>`, never overwritten, and the version's manifest
 * `<remote>/<version>/cumulus-release.json`, written last (present = published).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemoteVersionRef } from 'shared-libs/contracts';
import {
  checkGates,
  runtimeMismatch,
  GateError,
  sri,
  type BuildInfo,
  type ReleaseFile,
} from '../build-info';
import { PreconditionFailed } from '../storage';
import { checkVersion, isObject, sha256 } from './checks';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { appendLog } from './log';

/** A build's Module Federation manifest (the registry's `manifest` names it). */
export const MANIFEST_FILE = 'mf-manifest.json';
const MANIFEST = 'cumulus-release.json';
const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/** A version's manifest, or null when it is not published. */
export async function readManifest(
  ctx: StoreContext,
  remote: RemoteName,
  version: string,
): Promise<ReleaseManifest | null> {
  const key = `${remote}/${checkVersion(version)}/${MANIFEST}`;
  const got = await ctx.storage.get(key);
  // Written by publish() below.
  return got
    ? ctx.parse<ReleaseManifest>(
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

export async function requireManifest(
  ctx: StoreContext,
  remote: RemoteName,
  version: string,
): Promise<ReleaseManifest> {
  const m = await readManifest(ctx, remote, version);
  if (!m)
    throw new StoreError(
      `${remote}@${version} is not published (see \`npm run remote -- list ${remote}\`)`,
    );
  return m;
}

/** Published versions of a remote, oldest first. */
export async function versions(ctx: StoreContext, remote: RemoteName): Promise<ReleaseManifest[]> {
  const keys = await ctx.storage.list(`${remote}/`);
  const found = keys
    .filter((k) => k.endsWith(`/${MANIFEST}`) && k.split('/').length === 3)
    .map((k) => k.split('/')[1] ?? '');
  const manifests = await Promise.all(found.map((v) => readManifest(ctx, remote, v)));
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
export async function publish(
  ctx: StoreContext,
  who: string,
  build: BuildInfo,
  dir: string,
  version?: string,
  o: { budgets?: boolean } = {},
): Promise<{ manifest: ReleaseManifest; created: boolean }> {
  checkGates(o.budgets === false ? { ...build, gzip: { remoteEntry: 0, exposed: 0 } } : build, {
    host: ctx.o.hostContract ? ctx.o.hostContract() : undefined,
    budgetsFile: ctx.o.budgetsFile,
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
  const existing = await readManifest(ctx, build.remote, v);
  const same = (m: ReleaseManifest) =>
    m.files.length === files.length && m.files.every((f, i) => f.integrity === files[i]?.integrity);
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
    publishedAt: ctx.now().toISOString(),
    publishedBy: who,
  };
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let f = queue.shift(); f; f = queue.shift()) {
        const body = rewritten.get(f.path) ?? (await fs.promises.readFile(path.join(dir, f.path)));
        const key = `${build.remote}/${v}/${f.path}`;
        try {
          // Never overwrite a published byte: a file already there must be the same file
          // (left by an interrupted publish of this build), else the version is someone else's.
          await ctx.storage.put(key, body, { cacheControl: IMMUTABLE, ifMatch: null });
        } catch (err) {
          if (!(err instanceof PreconditionFailed)) throw err;
          const there = await ctx.storage.get(key);
          if (!there || sri(there.body) !== f.integrity)
            throw new StoreError(
              `${build.remote}@${v}: ${f.path} exists with other content (another publish of this version?): publish under another --version`,
            );
        }
      }
    }),
  );
  try {
    await ctx.storage.put(`${build.remote}/${v}/${MANIFEST}`, JSON.stringify(manifest, null, 1), {
      ifMatch: null,
      contentType: 'application/json',
    });
  } catch (err) {
    if (!(err instanceof PreconditionFailed)) throw err;
    // Another publisher of the same version won: fine if it is the same content.
    const other = await requireManifest(ctx, build.remote, v);
    if (same(other)) return { manifest: other, created: false };
    throw new StoreError(`${build.remote}@${v} was just published with other content`);
  }
  await appendLog(ctx, {
    who,
    action: 'publish',
    detail: `${build.remote}@${v} (contract ${build.contractVersion}, label ${build.buildLabel}, ${files.length} files, ${size} bytes)`,
  });
  return { manifest, created: true };
}

/** The registry's reference to a published version: its entry, SRI and manifest URLs. */
export function refOf(ctx: StoreContext, m: ReleaseManifest): RemoteVersionRef {
  return {
    entry: ctx.o.urlOf(m.remote, m.version, 'remoteEntry.js'),
    version: m.version,
    integrity: m.integrity,
    ...(m.files.some((f) => f.path === MANIFEST_FILE)
      ? { manifest: ctx.o.urlOf(m.remote, m.version, MANIFEST_FILE) }
      : {}),
  };
}

/** Refuses a version the current host would refuse (the host may have changed since publish). */
export function checkContract(ctx: StoreContext, m: ReleaseManifest): void {
  if (!ctx.o.hostContract) return;
  const host = ctx.o.hostContract();
  if (!host.versions.includes(m.contractVersion))
    throw new GateError(
      `${m.remote}@${m.version} is built for contract ${m.contractVersion}; the current host accepts ${host.versions.join(', ')} (${host.source})`,
    );
  const runtime = runtimeMismatch(m.federationRuntime, host);
  if (runtime) throw new GateError(`${m.remote}@${m.version}: ${runtime}`);
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
