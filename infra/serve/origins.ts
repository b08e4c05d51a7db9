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

/**
 * Ports Chromium refuses to connect to (net::ERR_UNSAFE_PORT: Chromium's `kRestrictedPorts`,
 * net/base/port_util.cc). A site on one of them cannot be opened, nor tested.
 */
export const CHROMIUM_UNSAFE_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

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

/**
 * Why an offset cannot serve the site, or null: not a whole number, a port out of range, or a
 * port Chromium refuses (with an offset near it that has none).
 */
export function offsetProblem(offset: number): string | null {
  const base = [...APPS.map((a) => a.port), ...Object.values(E2E_EXTRAS), ...API_BASE_PORTS];
  if (!Number.isInteger(offset)) return `CUMULUS_PORT_OFFSET must be a whole number`;
  const outOfRange = base.find((p) => p + offset < 1024 || p + offset > 65535);
  if (outOfRange !== undefined)
    return `CUMULUS_PORT_OFFSET=${offset} puts a server on :${outOfRange + offset} (ports 1024-65535 only)`;
  const unsafe = base.find((p) => CHROMIUM_UNSAFE_PORTS.has(p + offset));
  if (unsafe === undefined) return null;
  let good = offset + 100;
  while (base.some((p) => CHROMIUM_UNSAFE_PORTS.has(p + good))) good += 100;
  return (
    `CUMULUS_PORT_OFFSET=${offset} puts a server on :${unsafe + offset}, a port Chromium refuses ` +
    `(net::ERR_UNSAFE_PORT): use another offset, e.g. CUMULUS_PORT_OFFSET=${good}`
  );
}
const problem = offsetProblem(OFFSET);
if (problem) throw new Error(problem);

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
