/**
 * What a built remote is, read from its dist folder, and the gates a build must pass before it
 * is published (issue 11):
 * - it exposes `./lifecycles` (its `mf-manifest.json`);
 * - its contract version is one the current host accepts: both are what the builds declare
 *   (never read from their code): the remote's in its mf-manifest.json
 *   (`metaData.cumulusBuild.contract.provides`, with its build label), the host's in the build
 *   meta of the host build that is served (`host/dist/builds/latest.json`, `contract.accepts`),
 *   or, when the host is not built, shared-libs' CONTRACT_VERSION (what the preset compiles in);
 * - it runs on the federation runtime the current host provides: a remoteEntry.js built with
 *   `externalRuntime` (decision 0019) uses the host's runtime core, so the federation plugin
 *   version it was built with (its mf-manifest's `pluginVersion`) must be the one compiled into
 *   the served host (its inject-external-runtime-core plugin), or, when the host is not built,
 *   the one installed;
 * - its remoteEntry.js and exposed chunks are within their size budgets
 *   (`infra/budgets/budgets.json`, gzip level 9 as in `infra/budgets/check.ts`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  BUILD_MANIFEST,
  CONTRACT_VERSION,
  MANIFEST_BUILD_KEY,
  type BuildMeta,
  type RemoteBuildDeclaration,
  type RemoteName,
} from 'shared-libs/contracts';
import { REMOTE_DIRS } from '../config/apps';

const ROOT = path.resolve(__dirname, '..', '..');

/** One file of a published version. */
export interface ReleaseFile {
  /** Path inside the version (`remoteEntry.js`, `assets/x.png`). */
  path: string;
  size: number;
  /** Subresource Integrity, `sha384-<base64>`. */
  integrity: string;
}

/** A built remote, as read from its dist folder. */
export interface BuildInfo {
  remote: RemoteName;
  /** The package version the remote was built as (its mf-manifest's buildVersion). */
  appVersion: string;
  /** `CUMULUS_BUILD_LABEL` of the build (`stable` by default). */
  buildLabel: string;
  /** The host contract the build was compiled against (`__CONTRACT_VERSION__`). */
  contractVersion: number;
  /**
   * The federation runtime version it needs from the host (its plugin version), or null when
   * its remoteEntry.js carries its own runtime.
   */
  federationRuntime: string | null;
  /** Exposed modules of its mf-manifest.json (`./lifecycles`). */
  exposes: string[];
  files: ReleaseFile[];
  /** Bytes of every file. */
  size: number;
  /** gzip level 9 sizes, for the budgets. */
  gzip: { remoteEntry: number; exposed: number };
}

/** A gate refused the build: the message says which and why. */
export class GateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GateError';
  }
}

/** The part of mf-manifest.json read here (written by @module-federation/enhanced). */
interface MfManifest {
  name?: string;
  metaData?: {
    buildInfo?: { buildVersion?: string };
    pluginVersion?: string;
    /** The build's declaration (webpack.preset.ts). */
    [MANIFEST_BUILD_KEY]?: unknown;
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

export const sri = (body: Buffer) =>
  `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;

const gz = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

function walk(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, p) : [p];
  });
}

/** What a remoteEntry.js built with `externalRuntime` reads the host's runtime core from. */
const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** The host build's runtime provider plugin, as compiled (its name, then its version). */
const PROVIDER = /inject-external-runtime-core-plugin",version:"([^"]+)"/;

/** Reads a built remote. Throws GateError when it is not a built remote of that name. */
export function readBuild(remote: RemoteName, dir: string): BuildInfo {
  const abs = path.resolve(dir);
  if (!fs.existsSync(path.join(abs, 'remoteEntry.js')))
    throw new GateError(`${abs} is not a built remote: it has no remoteEntry.js`);
  const manifestFile = path.join(abs, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new GateError(`${abs} has no mf-manifest.json: build it with the preset (npm run build)`);
  // Written by the federation plugin; the fields read are checked below.
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as MfManifest;
  if (manifest.name !== remote)
    throw new GateError(`${abs} is a build of ${manifest.name ?? '(no name)'}, not of ${remote}`);
  const exposes = (manifest.exposes ?? []).map((e) => e.path ?? '');
  const lifecycles = (manifest.exposes ?? []).find((e) => e.path === './lifecycles');
  if (!lifecycles)
    throw new GateError(
      `${remote}: the build does not expose ./lifecycles (its mf-manifest.json exposes ${exposes.join(', ') || 'nothing'}); the host mounts nothing else`,
    );

  const files: ReleaseFile[] = [];
  let size = 0;
  const bodies = new Map<string, Buffer>();
  for (const rel of walk(abs).sort()) {
    const body = fs.readFileSync(path.join(abs, rel));
    bodies.set(rel, body);
    files.push({ path: rel, size: body.length, integrity: sri(body) });
    size += body.length;
  }

  const exposedJs = lifecycles.assets?.js?.sync ?? [];
  // What the build declares (webpack.preset.ts writes it into the manifest).
  const declared = manifest.metaData?.[MANIFEST_BUILD_KEY] as
    Partial<RemoteBuildDeclaration> | undefined; // its fields are checked below
  const provides = declared?.contract?.provides;
  if (typeof provides !== 'number' || !Number.isInteger(provides))
    throw new GateError(
      `${remote}: its mf-manifest.json declares no contract version (metaData.${MANIFEST_BUILD_KEY}.contract.provides): build it with the preset (npm run build -w <remote>)`,
    );
  return {
    remote,
    appVersion: manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0',
    buildLabel: typeof declared?.label === 'string' && declared.label ? declared.label : 'stable',
    contractVersion: provides,
    federationRuntime: (bodies.get('remoteEntry.js')?.toString('utf8') ?? '').includes(
      EXTERNAL_RUNTIME_GLOBAL,
    )
      ? (manifest.metaData?.pluginVersion ?? 'unknown')
      : null,
    exposes,
    files,
    size,
    gzip: {
      remoteEntry: gz(bodies.get('remoteEntry.js') ?? Buffer.alloc(0)),
      exposed: exposedJs.reduce((a, f) => a + gz(bodies.get(f) ?? Buffer.alloc(0)), 0),
    },
  };
}

/** The contract versions the current host accepts, and where they were read. */
export interface HostContract {
  versions: number[];
  source: string;
  /** The federation runtime version the host provides to its remotes (absent: not checked). */
  federationRuntime?: string;
}

/**
 * The contract versions the host accepts, as its build declares them (`contract.accepts` of
 * `builds/latest.json` in the served host build: infra/presets/build-meta.ts), else shared-libs'
 * CONTRACT_VERSION (what the preset compiles into a host). `hostDist` defaults to
 * CUMULUS_HOST_DIST or host/dist.
 */
export function hostContract(hostDist = process.env.CUMULUS_HOST_DIST): HostContract {
  const dist = path.resolve(hostDist || path.join(ROOT, 'host', 'dist'));
  const metaFile = path.join(dist, BUILD_MANIFEST.latest);
  if (fs.existsSync(metaFile)) {
    let meta: Partial<BuildMeta>;
    try {
      // Written by the host build (BuildMeta); its contract is checked below.
      meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as Partial<BuildMeta>;
    } catch {
      throw new GateError(`${metaFile} is not JSON: build the host again (npm run build -w host)`);
    }
    const accepts = meta.contract?.accepts;
    if (!Array.isArray(accepts) || !accepts.every((v) => Number.isInteger(v)))
      throw new GateError(
        `${metaFile} declares no accepted contract versions (contract.accepts): build the host again (npm run build -w host)`,
      );
    return {
      versions: accepts,
      source: path.relative(ROOT, metaFile),
      federationRuntime: builtRuntime(dist),
    };
  }
  return {
    versions: [CONTRACT_VERSION],
    source: 'shared-libs CONTRACT_VERSION (no host build)',
    federationRuntime: installedRuntime(),
  };
}

/**
 * The runtime provider's version compiled into the host's main.js; `none` when its main.js
 * provides no runtime (a host from before decision 0019, item 5); the installed version when
 * the build has no main.js to read.
 */
export function builtRuntime(dist: string): string {
  const main = path.join(dist, 'main.js');
  if (!fs.existsSync(main)) return installedRuntime();
  return PROVIDER.exec(fs.readFileSync(main, 'utf8'))?.[1] ?? NO_RUNTIME;
}

/** What `federationRuntime` says of a host that provides no runtime to its remotes. */
export const NO_RUNTIME = 'none';

function installedRuntime(): string {
  // Its package.json is not in its exports: found beside its CommonJS entry (dist/index.cjs).
  const entry = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const pkg = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** Why a remote needing `runtime` cannot run in that host, or null when it can. */
export function runtimeMismatch(runtime: string | null | undefined, host: HostContract) {
  if (!runtime || !host.federationRuntime || runtime === host.federationRuntime) return null;
  if (host.federationRuntime === NO_RUNTIME)
    return `it uses the host's federation runtime ${runtime}, and the current host provides none (${host.source}); ship a host that provides it first`;
  return `it is built with federation runtime ${runtime}, and the current host provides ${host.federationRuntime} (${host.source}); build it with the host's @module-federation version, or ship a host with its version first`;
}

/** budgets.json, the part read here. */
interface Budgets {
  entries: Record<string, { budget?: number }>;
}

/** Every gate; throws GateError with all the reasons a build is refused. */
export function checkGates(
  build: BuildInfo,
  o: { host?: HostContract; budgetsFile?: string } = {},
): void {
  const host = o.host ?? hostContract();
  const problems: string[] = [];
  if (!host.versions.includes(build.contractVersion))
    problems.push(
      `contract version ${build.contractVersion} is not accepted by the current host (it accepts ${host.versions.join(', ')}, read from ${host.source}); ship a host that accepts it first`,
    );
  const runtime = runtimeMismatch(build.federationRuntime, host);
  if (runtime) problems.push(runtime);
  const budgetsFile = o.budgetsFile ?? path.join(ROOT, 'infra', 'budgets', 'budgets.json');
  // The checked-in budgets (shape: infra/budgets/check.ts).
  const budgets = JSON.parse(fs.readFileSync(budgetsFile, 'utf8')) as Budgets;
  const over = (name: string, bytes: number) => {
    const budget = budgets.entries[`${build.remote} ${name}`]?.budget;
    if (typeof budget === 'number' && bytes > budget)
      problems.push(
        `${name} is ${(bytes / 1024).toFixed(1)} KB gzip, over its budget of ${(budget / 1024).toFixed(1)} KB (infra/budgets/budgets.json "${build.remote} ${name}")`,
      );
  };
  over('remoteEntry.js', build.gzip.remoteEntry);
  over('exposed lifecycles', build.gzip.exposed);
  if (problems.length)
    throw new GateError(`${build.remote}: publish refused:\n  - ${problems.join('\n  - ')}`);
}

/** The dist folder of a remote in this repo (the default of `publish --dir`). */
export const distOf = (remote: RemoteName) => {
  const dir = REMOTE_DIRS[remote];
  if (!dir) throw new Error(`no remote named ${remote} in infra/config/apps.json`);
  return path.join(ROOT, dir, 'dist');
};
