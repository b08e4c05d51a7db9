/**
 * Starts every origin of the embedded default in one process (used by `npm start`,
 * Playwright's webServer and the bench).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../config/apps';
import { storeFromEnv } from '../registry/config';
import { createHostHandler } from './host-handler';
import {
  API_ORIGINS,
  API_PORTS,
  E2E_EXTRAS,
  ORIGINS,
  PORTS,
  SITE_ORIGINS,
  originOf,
  portOf,
} from './origins';
import { LocalDirStorage } from '../registry/storage';
import { publishLocalBuilds, versionsHandler } from './releases';
import { createStaticServer, standalonePolicy, type StaticServer } from './static-server';

const ROOT = path.resolve(__dirname, '..', '..');

function distOf(app: string, folder = 'dist'): string {
  const dir = path.join(ROOT, app, folder);
  if (!fs.existsSync(path.join(dir, app === 'host' ? 'index.html' : 'remoteEntry.js'))) {
    throw new Error(`${app}/${folder} is not built. Run "npm run build" first.`);
  }
  return dir;
}

export interface SiteOptions {
  /** Remote folders not to serve (their port stays free for a dev server). */
  except?: string[];
  /** Start the embedded API server (default true). */
  api?: boolean;
  /**
   * Publish each remote's build into the local release store first (default true; a store on
   * S3 is never written by a start-up). See publishLocalBuilds.
   */
  publish?: boolean;
}

export interface Site {
  /** Name (`host`, a remote folder, `canary`, `api 1` ...) -> origin. */
  urls: Record<string, string>;
  close(): Promise<void>;
}

export async function startSite(o: SiteOptions = {}): Promise<Site> {
  const except = new Set(o.except || []);
  const servers: StaticServer[] = [];
  const urls: Record<string, string> = {};

  // Published versions and the current registry (infra/registry, `npm run remote`). A remote
  // left to a dev server (`--except`) is pointed at that origin's own build.
  const devRemotes = Object.entries(REMOTES)
    .filter(([app]) => except.has(app))
    .map(([, container]) => container);
  const releases = storeFromEnv(process.env, { devRemotes, liveDefaults: true });
  const built = Object.entries(REMOTES)
    .filter(([app]) => !except.has(app))
    .map(([app, remote]) => ({ remote, dir: distOf(app) }));
  if (o.publish !== false && releases.storage instanceof LocalDirStorage) {
    console.log('Local builds -> release store:');
    await publishLocalBuilds(releases, built);
  }
  const hostRoot = distOf('host');
  const host = createStaticServer({
    root: hostRoot,
    port: PORTS.host,
    handle: createHostHandler({ hostRoot, releases }),
  });
  servers.push(host);
  urls.host = ORIGINS.host;

  for (const [app, container] of Object.entries(REMOTES)) {
    if (except.has(app)) continue;
    // Its own build at /, its published versions at /_v/<version>/ (infra/serve/releases.ts).
    const server: StaticServer = createStaticServer({
      root: distOf(app),
      port: portOf(app),
      cors: true,
      handle: versionsHandler(container, releases.storage, () => server),
      // The stand-alone page of the remote (its own index.html) and any HTML of its versions.
      htmlHeaders: { 'Content-Security-Policy': standalonePolicy([...API_ORIGINS]) },
    });
    servers.push(server);
    urls[app] = originOf(app);
  }

  // Extra remote builds for e2e (infra/scripts/build-all.ts --e2e), each on its own origin:
  // another build of a remote (registry switch) and one built for another contract version.
  for (const extra of Object.keys(E2E_EXTRAS)) {
    const dir = path.join(ROOT, '.e2e-builds', extra);
    if (!fs.existsSync(path.join(dir, 'remoteEntry.js'))) continue;
    servers.push(createStaticServer({ root: dir, port: portOf(extra), cors: true }));
    urls[extra] = originOf(extra);
  }

  // The API first: the site is ready (its host answers) only once the API is, so the host's
  // first server-rendered share view does not find it still starting (and back off).
  let api: { close(): Promise<void> } | null = null;
  if (o.api !== false) {
    // Loaded only when asked for: the API brings Fastify and SQLite with it.
    const { startApi } = await import('../api/src');
    const running = await startApi({
      ports: [...API_PORTS],
      siteOrigins: [...SITE_ORIGINS],
      dataDir: process.env.CUMULUS_DATA_DIR || path.join(ROOT, '.data'),
    });
    api = running;
    API_ORIGINS.forEach((u, i) => (urls[`api ${i + 1}`] = u));
    // The mail stand-in (sign-up and reset codes), behind this run's key (decision 0020).
    urls['mail (dev)'] = `${API_ORIGINS[0]}/dev/outbox?key=${running.context.options.devKey}`;
  }

  await Promise.all(servers.map((s) => s.listen()));

  return {
    urls,
    async close() {
      await Promise.all(servers.map((s) => s.close()));
      if (api) await api.close();
    },
  };
}
