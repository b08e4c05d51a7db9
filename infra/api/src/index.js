'use strict';
/**
 * Public API of the embedded API server.
 *
 *   const { startApi } = require('infra/api/src');   // or a relative path
 *   const api = await startApi({ ports: [8090, 8091, 8092], dataDir, siteOrigins, host: '127.0.0.1' });
 *   api.urls   // ['http://127.0.0.1:8090', ...]
 *   await api.close();
 *
 * One database and one task runner; the same routes listen on every port (origin rotation).
 */
const { buildServer } = require('./server');
const { createContext } = require('./context');
const { resolveOptions } = require('./options');

const DEFAULT_PORTS = [8090, 8091, 8092];

/** Ports from the option, else CUMULUS_API_PORTS ("8090,8091,8092"), else the defaults. */
function resolvePorts(ports) {
  if (Array.isArray(ports) && ports.length) return ports.map(Number);
  if (process.env.CUMULUS_API_PORTS) {
    return process.env.CUMULUS_API_PORTS.split(',')
      .map((p) => Number(p.trim()))
      .filter((p) => Number.isInteger(p) && p >= 0);
  }
  return DEFAULT_PORTS;
}

/**
 * Start the API on several ports over one database.
 * @param {import('./options').ApiOptions & { ports?: number[], host?: string }} [opts]
 *   ports: listening ports (0 = ephemeral), default [8090, 8091, 8092] or CUMULUS_API_PORTS;
 *   host: default '127.0.0.1' (CUMULUS_API_HOST).
 * @returns {Promise<{ urls: string[], ports: number[], dataFile: string, context: object, apps: object[], close: () => Promise<void> }>}
 */
async function startApi(opts = {}) {
  const host = opts.host || process.env.CUMULUS_API_HOST || '127.0.0.1';
  const ports = resolvePorts(opts.ports);
  const context = createContext(opts);
  const apps = [];
  try {
    for (const port of ports) {
      const app = buildServer({ context, label: String(port) });
      apps.push(app);
      await app.listen({ port, host });
      app.originInfo.key = String(app.server.address().port);
    }
  } catch (err) {
    await Promise.all(apps.map((a) => a.close()));
    context.close();
    throw err;
  }
  const actual = apps.map((a) => a.server.address().port);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing = null;
  return {
    urls: actual.map((p) => `http://${urlHost}:${p}`),
    ports: actual,
    dataFile: context.file,
    context,
    apps,
    close() {
      if (!closing) {
        closing = (async () => {
          context.tasks.stop();
          await Promise.all(apps.map((a) => a.close()));
          context.close();
        })();
      }
      return closing;
    },
  };
}

module.exports = { startApi, buildServer, createContext, resolveOptions, DEFAULT_PORTS };
