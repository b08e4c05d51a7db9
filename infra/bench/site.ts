/**
 * The benchmark's own origins, on loopback, apart from the ports `npm start` and the e2e suite use
 * (so a running dev site is neither disturbed nor measured by mistake):
 *   federated host  :8280, remotes :8281-:8284  (the normal production builds, dist/)
 *   single bundle   :8380                       (host/dist-single, remotes compiled in)
 *   baseline        :8480, remotes :8481-:8484  (with --baseline <dir>: an earlier build kept by
 *                                                --save-baseline, served beside the new one)
 *   API             :8290-:8292                 (a throw-away database under .data/bench)
 * Override the base with CUMULUS_BENCH_PORT (default 8280). A taken port fails clearly.
 * Until the host configures the shared-libs platform with the registry's API origins, mfe-share
 * falls back to `?api=` or http://localhost:8090: the bench adds `?api=` to share URLs
 * (see pageUrl in run.ts), which is ignored once the host configures the platform.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '../config/apps';
import { localRegistry } from '../registry/local-registry';
import { createHostHandler } from '../serve/host-handler';
import { createStaticServer, type StaticServer } from '../serve/static-server';

const ROOT = path.resolve(__dirname, '..', '..');
const HOSTNAME = 'localhost';

export interface BenchPorts {
  host: number;
  single: number;
  /** The baseline build's host; its remotes are on baselineRemotes. */
  baseline: number;
  baselineRemotes: Record<string, number>;
  /** Remote folder -> port. */
  remotes: Record<string, number>;
  api: number[];
}

export function benchPorts(base = Number(process.env.CUMULUS_BENCH_PORT) || 8280): BenchPorts {
  const remotes: Record<string, number> = {};
  const baselineRemotes: Record<string, number> = {};
  Object.keys(REMOTES).forEach((dir, i) => {
    remotes[dir] = base + 1 + i;
    baselineRemotes[dir] = base + 201 + i;
  });
  return {
    host: base,
    single: base + 100,
    baseline: base + 200,
    baselineRemotes,
    remotes,
    api: [base + 10, base + 11, base + 12],
  };
}

const origin = (port: number) => `http://${HOSTNAME}:${port}`;

/** The bench port of a remote folder (of the baseline build when asked). */
function remotePort(ports: BenchPorts, dir: string, baseline = false): number {
  const port = (baseline ? ports.baselineRemotes : ports.remotes)[dir];
  if (port === undefined) throw new Error(`no bench port for ${dir}`);
  return port;
}

function requireBuilt(dir: string, file: string): string {
  if (!fs.existsSync(path.join(dir, file))) {
    throw new Error(`${path.relative(ROOT, dir)} is not built (run "npm run build -- --single").`);
  }
  return dir;
}

async function listenAll(servers: StaticServer[], ports: number[]): Promise<void> {
  try {
    for (const [i, s] of servers.entries()) {
      await s.listen().catch((err: NodeJS.ErrnoException) => {
        if (err && err.code === 'EADDRINUSE') {
          throw new Error(
            `port ${ports[i]} is taken: stop what listens there or set CUMULUS_BENCH_PORT to another base`,
            { cause: err },
          );
        }
        throw err;
      });
    }
  } catch (err) {
    await Promise.all(servers.map((s) => s.close().catch(() => undefined)));
    throw err;
  }
}

export interface BenchSite {
  ports: BenchPorts;
  origins: { federated: string; single: string; baseline?: string; api: string[] };
  close(): Promise<void>;
}

/** The builds a baseline folder keeps: the host's and each remote's dist/ (the same layout). */
export const BASELINE_DIRS = ['host', ...Object.keys(REMOTES)];

/**
 * Copies the current builds (host/dist, each remote's dist) into `dir`, for --baseline later,
 * with the Node builds the host's server reads beside each dist (the host's route resolver and
 * the shell it assembles prerendered pages with; the share remote's first-view render, decision
 * 0018), when they were built.
 */
export function saveBaseline(dir: string): void {
  for (const app of BASELINE_DIRS) {
    const from = requireBuilt(
      path.join(ROOT, app, 'dist'),
      app === 'host' ? 'index.html' : 'remoteEntry.js',
    );
    fs.rmSync(path.join(dir, app), { recursive: true, force: true });
    fs.cpSync(from, path.join(dir, app, 'dist'), { recursive: true });
    for (const node of app === 'host' ? ['dist-server', 'dist-prerender'] : ['dist-prerender']) {
      const built = path.join(ROOT, app, node);
      if (fs.existsSync(built)) fs.cpSync(built, path.join(dir, app, node), { recursive: true });
    }
  }
}

/** Starts both sites and the API. Returns their origins and close(). */
export async function startBenchSite(
  o: { base?: number; dataDir?: string; baseline?: string } = {},
): Promise<BenchSite> {
  const ports = benchPorts(o.base);
  const hostOrigin = origin(ports.host);
  const singleOrigin = origin(ports.single);
  const baselineOrigin = o.baseline ? origin(ports.baseline) : undefined;
  const apiOrigins = ports.api.map(origin);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-bench-'));

  /** The registry a host serves: its remotes on their bench ports, the bench API. */
  const registryFileFor = (baseline: boolean) => {
    const registry = localRegistry();
    for (const [dir, name] of Object.entries(REMOTES)) {
      const remote = registry.remotes[name];
      if (remote) remote.entry = `${origin(remotePort(ports, dir, baseline))}/remoteEntry.js`;
    }
    registry.api = { origins: apiOrigins, accessOrigins: apiOrigins };
    const file = path.join(tmp, baseline ? 'baseline-registry.json' : 'registry.json');
    fs.writeFileSync(file, JSON.stringify(registry));
    return file;
  };

  const hostRoot = requireBuilt(path.join(ROOT, 'host', 'dist'), 'index.html');
  const singleRoot = requireBuilt(path.join(ROOT, 'host', 'dist-single'), 'index.html');
  const previous = process.env.CUMULUS_REGISTRY_FILE;
  // The host handler reads CUMULUS_REGISTRY_FILE when it is created.
  const hostServer = (
    root: string,
    port: number,
    registryFile: string,
    o: { shareViewDir?: string; single?: boolean } = {},
  ) => {
    process.env.CUMULUS_REGISTRY_FILE = registryFile;
    return createStaticServer({
      root,
      port,
      handle: createHostHandler({
        hostRoot: root,
        shareViewDir: o.shareViewDir,
        // The single bundle has the remotes compiled in: a remote entry's preload would be
        // downloaded for nothing and counted on its critical path.
        remotePreloads: !o.single,
      }),
      fallback: () => path.join(root, 'index.html'),
    });
  };
  const registryFile = registryFileFor(false);
  const servers = [
    hostServer(hostRoot, ports.host, registryFile),
    hostServer(singleRoot, ports.single, registryFile, { single: true }),
  ];
  const serverPorts = [ports.host, ports.single];
  if (o.baseline) {
    const root = requireBuilt(path.join(o.baseline, 'host', 'dist'), 'index.html');
    // The baseline's own share render (none before it existed), not the current one.
    const shareViewDir = path.join(o.baseline, 'mfe-share', 'dist-prerender');
    servers.push(hostServer(root, ports.baseline, registryFileFor(true), { shareViewDir }));
    serverPorts.push(ports.baseline);
  }
  if (previous === undefined) delete process.env.CUMULUS_REGISTRY_FILE;
  else process.env.CUMULUS_REGISTRY_FILE = previous;
  for (const dir of Object.keys(REMOTES)) {
    const root = requireBuilt(path.join(ROOT, dir, 'dist'), 'remoteEntry.js');
    servers.push(createStaticServer({ root, port: remotePort(ports, dir), cors: true }));
    serverPorts.push(remotePort(ports, dir));
    if (o.baseline) {
      const old = requireBuilt(path.join(o.baseline, dir, 'dist'), 'remoteEntry.js');
      const port = remotePort(ports, dir, true);
      servers.push(createStaticServer({ root: old, port, cors: true }));
      serverPorts.push(port);
    }
  }
  await listenAll(servers, serverPorts);

  const dataDir = o.dataDir || path.join(ROOT, '.data', 'bench');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const { startApi } = await import('../api/src');
  let api: { close(): Promise<void> };
  try {
    api = await startApi({
      ports: ports.api,
      dataDir,
      // The bench's own pages only: with the embedded default's origins in the list, the API
      // would take only those on the host's usual port (:8080) as sign-in redirect targets
      // (accounts/clients.ts sitePageOrigins), and the bench could not sign in.
      siteOrigins: [hostOrigin, singleOrigin, ...(baselineOrigin ? [baselineOrigin] : [])],
    });
  } catch (err) {
    await Promise.all(servers.map((s) => s.close()));
    throw new Error(
      `API could not start on ${ports.api.join(', ')} (${(err as Error).message}): stop what listens there ` +
        'or set CUMULUS_BENCH_PORT to another base',
      { cause: err },
    );
  }

  return {
    ports,
    origins: {
      federated: hostOrigin,
      single: singleOrigin,
      baseline: baselineOrigin,
      api: apiOrigins,
    },
    async close() {
      await Promise.all(servers.map((s) => s.close()));
      await api.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
