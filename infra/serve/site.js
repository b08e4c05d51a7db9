'use strict';
/**
 * Starts every origin of the embedded default in one process (used by `npm start`,
 * Playwright's webServer and the bench).
 */
const fs = require('node:fs');
const path = require('node:path');
const { createStaticServer } = require('./static-server');
const { createHostHandler } = require('./host-handler');
const { PORTS, ORIGINS, REMOTES } = require('./origins');

const ROOT = path.resolve(__dirname, '..', '..');

function distOf(app, folder = 'dist') {
  const dir = path.join(ROOT, app, folder);
  if (!fs.existsSync(path.join(dir, app === 'host' ? 'index.html' : 'remoteEntry.js'))) {
    throw new Error(`${app}/${folder} is not built. Run "npm run build" first.`);
  }
  return dir;
}

/**
 * @param {{ except?: string[], api?: boolean, canary?: string | null }} [o]
 */
async function startSite(o = {}) {
  const except = new Set(o.except || []);
  const servers = [];
  const urls = {};

  const hostRoot = distOf('host');
  const host = createStaticServer({
    root: hostRoot,
    port: PORTS.host,
    handle: createHostHandler({ hostRoot }),
    fallback: () => path.join(hostRoot, 'index.html'),
  });
  servers.push(host);
  urls.host = ORIGINS.host;

  for (const app of Object.keys(REMOTES)) {
    if (except.has(app)) continue;
    servers.push(createStaticServer({ root: distOf(app), port: PORTS[app], cors: true }));
    urls[app] = ORIGINS[app];
  }

  // A second build of a remote on its own origin (e2e: switching a registry entry).
  const canaryDir = path.join(ROOT, 'dist-canary');
  if (fs.existsSync(canaryDir)) {
    servers.push(createStaticServer({ root: canaryDir, port: PORTS.canary, cors: true }));
    urls.canary = ORIGINS.canary;
  }

  await Promise.all(servers.map((s) => s.listen()));

  let api = null;
  if (o.api !== false) {
    const apiEntry = path.join(ROOT, 'infra', 'api', 'src', 'index.js');
    if (fs.existsSync(apiEntry)) {
      const { startApi } = require(apiEntry);
      api = await startApi({ ports: PORTS.api, dataDir: path.join(ROOT, '.data') });
      ORIGINS.api.forEach((u, i) => (urls[`api ${i + 1}`] = u));
    }
  }

  return {
    urls,
    async close() {
      await Promise.all(servers.map((s) => s.close()));
      if (api) await api.close();
    },
  };
}

module.exports = { startSite };
