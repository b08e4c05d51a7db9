/**
 * Public API of the embedded API server.
 *
 *   import { startApi } from 'infra/api/src';   // or a relative path
 *   const api = await startApi({ ports: [8090, 8091, 8092], dataDir, siteOrigins, host: '127.0.0.1' });
 *   api.urls   // ['http://127.0.0.1:8090', ...]
 *   await api.close();
 *
 * One database and one task runner; the same routes listen on every port (origin rotation).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './server';
import { createContext, type ApiContext } from './context';
import type { ApiOptions } from './options';
import { API_BASE_PORTS } from '../../config/apps';

export { buildServer, createContext };
export type { ApiContext, ApiOptions };

/** The API's default ports (infra/config/apps.json). */
export const DEFAULT_PORTS: readonly number[] = API_BASE_PORTS;

/** Ports from the option, else CUMULUS_API_PORTS ("8090,8091,8092"), else the defaults. */
function resolvePorts(ports: number[] | undefined): number[] {
  if (Array.isArray(ports) && ports.length) return ports.map(Number);
  if (process.env.CUMULUS_API_PORTS) {
    return process.env.CUMULUS_API_PORTS.split(',')
      .map((p) => Number(p.trim()))
      .filter((p) => Number.isInteger(p) && p >= 0);
  }
  return [...DEFAULT_PORTS];
}

/** startApi() options: the API options, and where to listen. */
export interface StartOptions extends ApiOptions {
  /** listening ports (0 = ephemeral), default [8090, 8091, 8092] or CUMULUS_API_PORTS */
  ports?: number[];
  /** default '127.0.0.1' (CUMULUS_API_HOST) */
  host?: string;
}

/** A running API: its origins, its shared context, and how to stop it. */
export interface RunningApi {
  urls: string[];
  ports: number[];
  dataFile: string;
  context: ApiContext;
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/** The port an app listens on (it listens on TCP: the address is an AddressInfo). */
const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/** Start the API on several ports over one database. */
export async function startApi(opts: StartOptions = {}): Promise<RunningApi> {
  const host = opts.host || process.env.CUMULUS_API_HOST || '127.0.0.1';
  const ports = resolvePorts(opts.ports);
  const context = createContext(opts);
  const apps: FastifyInstance[] = [];
  try {
    for (const port of ports) {
      const app = buildServer({ context, label: String(port) });
      apps.push(app);
      await app.listen({ port, host });
      app.originInfo.key = String(portOf(app));
    }
  } catch (err) {
    await Promise.all(apps.map((a) => a.close()));
    context.close();
    throw err;
  }
  const actual = apps.map(portOf);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
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
