/**
 * Ports and origins of the embedded default (architecture: "Origins and processes for npm start").
 * Production points the same builds elsewhere through registry.json and the API origin list.
 * The apps and their ports come from the one list, infra/config/apps.json.
 */
import { API_BASE_PORTS, APPS, E2E_EXTRA_PORTS } from '../config/apps';

export const HOST = process.env.CUMULUS_HOSTNAME || 'localhost';
/**
 * Shifts every port, so a second copy of the site (a CI run beside a developer's `npm start`)
 * can run on the same machine: CUMULUS_PORT_OFFSET=1000 serves the host on :9080.
 */
export const OFFSET = Number(process.env.CUMULUS_PORT_OFFSET || 0);

/** The extra remote builds the e2e suite serves (infra/scripts/build-all.ts --e2e), by name. */
export const E2E_EXTRAS = E2E_EXTRA_PORTS;
export type E2eExtra = keyof typeof E2E_EXTRAS;

/** Names of origins the code refers to by name (the rest are the apps of apps.json). */
type NamedOrigin = 'host' | E2eExtra;
type ByName<T> = Readonly<Record<string, T> & Record<NamedOrigin, T>>;

function byName<T>(entries: [string, T][]): ByName<T> {
  const out: Record<string, T> = Object.fromEntries(entries);
  const hasNamed = (r: Record<string, T>): r is ByName<T> =>
    ['host', ...Object.keys(E2E_EXTRAS)].every((name) => name in r);
  if (!hasNamed(out)) throw new Error('infra/config/apps.json lists no "host" app');
  return out;
}

/** Port of every static origin: each app (by folder) and each e2e extra build. */
export const PORTS: ByName<number> = byName([
  ...APPS.map((app): [string, number] => [app.dir, app.port + OFFSET]),
  ...Object.entries(E2E_EXTRAS).map(([name, port]): [string, number] => [name, port + OFFSET]),
]);
/** Ports of the embedded API server (the same routes on each: origin rotation). */
export const API_PORTS: readonly number[] = API_BASE_PORTS.map((p) => p + OFFSET);

const origin = (port: number) => `http://${HOST}:${port}`;

/** Origin of every static origin, keyed like PORTS. */
export const ORIGINS: ByName<string> = byName(
  Object.entries(PORTS).map(([name, port]): [string, string] => [name, origin(port)]),
);
export const API_ORIGINS: readonly string[] = API_PORTS.map(origin);

/** Every origin of the site itself (CORS and redirect targets of the API), both host names. */
export const SITE_ORIGINS: readonly string[] = Object.values(PORTS).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Port of a static origin by name (an app folder or an e2e extra); throws for an unknown one. */
export function portOf(name: string): number {
  const port = PORTS[name];
  if (port === undefined) throw new Error(`no origin named "${name}" (infra/serve/origins.ts)`);
  return port;
}

/** Origin of a static origin by name (an app folder or an e2e extra); throws for an unknown one. */
export const originOf = (name: string): string => origin(portOf(name));
