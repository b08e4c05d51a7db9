/**
 * The site's apps, typed, from the one list in apps.json (JavaScript configs such as
 * eslint.config.mjs and jest.config.js read the JSON directly).
 */
import type { RemoteName } from 'shared-libs/contracts';
import list from './apps.json';

export type AppKind = 'host' | 'remote';
export interface AppInfo {
  /** Workspace folder, e.g. `mfe-share`. */
  dir: string;
  kind: AppKind;
  /** Module Federation container name (remotes only), e.g. `mfe_share`. */
  container?: RemoteName;
  /** Port of the app's origin before CUMULUS_PORT_OFFSET. */
  port: number;
}

/** The JSON, typed once here (its container names are the contract's RemoteName union). */
export const APPS: readonly AppInfo[] = list.apps as AppInfo[];
export const APP_DIRS: readonly string[] = APPS.map((a) => a.dir);
export const REMOTE_APPS = APPS.filter(
  (a): a is AppInfo & { container: RemoteName } => a.kind === 'remote' && !!a.container,
);
/** Remote folder -> federation container name. */
export const REMOTES: Readonly<Record<string, RemoteName>> = Object.fromEntries(
  REMOTE_APPS.map((a) => [a.dir, a.container]),
);
/** Ports of the embedded API server before CUMULUS_PORT_OFFSET. */
export const API_BASE_PORTS: readonly number[] = list.apiPorts;
/** The extra remote builds the e2e suite serves, by name, and their ports before the offset. */
export const E2E_EXTRA_PORTS = list.e2eExtras;
/** Every site origin's port before the offset: the apps, then the e2e extras. */
export const SITE_BASE_PORTS: readonly number[] = [
  ...APPS.map((a) => a.port),
  ...Object.values(E2E_EXTRA_PORTS),
];

/** Federation container name -> remote folder. */
export const REMOTE_DIRS: Readonly<Record<string, string>> = Object.fromEntries(
  REMOTE_APPS.map((a) => [a.container, a.dir]),
);
