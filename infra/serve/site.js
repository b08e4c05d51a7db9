'use strict';
/**
 * Starts every origin of the embedded default in one process (used by `npm start`,
 * Playwright's webServer and the bench).
 */
const fs = require('node:fs');
const path = require('node:path');
const { createStaticServer } = require('./static-server');
const { createHostHandler } = require('./host-handler');
const { PORTS, ORIGINS, REMOTES, SITE_ORIGINS } = require('./origins');

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
  });
  servers.push(host);
  urls.host = ORIGINS.host;

  for (const app of Object.keys(REMOTES)) {
    if (except.has(app)) continue;
    servers.push(createStaticServer({ root: distOf(app), port: PORTS[app], cors: true }));
    urls[app] = ORIGINS[app];
  }

  // Extra remote builds for e2e (infra/scripts/build-all.ts --e2e), each on its own origin:
  // another build of a remote (registry switch) and one built for another contract version.
  for (const extra of ['canary', 'contract-next']) {
    const dir = path.join(ROOT, '.e2e-builds', extra);
    if (!fs.existsSync(path.join(dir, 'remoteEntry.js'))) continue;
    servers.push(createStaticServer({ root: dir, port: PORTS[extra], cors: true }));
    urls[extra] = ORIGINS[extra];
  }

  await Promise.all(servers.map((s) => s.listen()));

  let api = null;
  if (o.api !== false) {
    const apiEntry = path.join(ROOT, 'infra', 'api', 'src', 'index.js');
    if (fs.existsSync(apiEntry)) {
      const { startApi } = require(apiEntry);
      api = await startApi({
        ports: PORTS.api,
        siteOrigins: SITE_ORIGINS,
        dataDir: process.env.CUMULUS_DATA_DIR || path.join(ROOT, '.data'),
      });
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
