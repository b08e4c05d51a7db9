/**
 * The run-time registry (`GET /registry.json` on the host origin): where each remote lives,
 * the data-driven campaign routes, the API origins and the allowed embedding parents. Read by
 * the host at boot, written by infra (the embedded default, production's file). One
 * definition for both sides.
 */
import type { RemoteName } from './host-remote';

/** One published version of a remote, where it is served. */
export interface RemoteVersionRef {
  /** URL of the version's remoteEntry.js (what the host loads, with `integrity`). */
  entry: string;
  version: string;
  /** Subresource Integrity of the entry (`sha384-...`); the host refuses a mismatch. */
  integrity?: string;
  /**
   * URL of the version's `mf-manifest.json`, whose `metaData.buildInfo.buildVersion` is
   * `version`: what another Module Federation host loads (the official runtime takes it as a
   * remote's `entry`). Published versions only (decision 0021).
   */
  manifest?: string;
}

/** One remote in the run-time registry: its current version, and maybe a canary. */
export interface RemoteEntry extends RemoteVersionRef {
  /**
   * A candidate version for a sticky share of devices (by device id), 0-100 per cent
   * (issue 11, `npm run remote -- canary`).
   */
  canary?: RemoteVersionRef & { percent: number };
  /**
   * Earlier good versions, newest first: what the host falls back to when the current version
   * fails to load or mount (before its own last known-good and the fallback card).
   */
  previous?: RemoteVersionRef[];
}

/** A campaign page: data in the registry, so marketing needs no host release. */
export interface ActivityEntry {
  slug: string;
  remote: RemoteName;
  page: string;
  startsAt: string;
  endsAt: string;
  /**
   * A published version of the remote other than its current one that renders this campaign
   * (a campaign page shipped without changing the remote for everyone). Absent: the current.
   */
  version?: RemoteVersionRef;
}

export interface Registry {
  schema: 1;
  /** When the registry was written (ISO 8601) and by which release (the store's log id). */
  publishedAt?: string;
  revision?: string;
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  activities: ActivityEntry[];
  api: { origins: string[]; accessOrigins: string[] };
  /**
   * Pages allowed to frame the site (embedded mode, `?origin=`): exact origins, or an origin
   * whose port is `*`. The server's CSP frame-ancestors uses the same list.
   */
  embedding: { parents: string[] };
  /**
   * Developer overrides (a remote pointed at a local dev server from the running site, like
   * single-spa's import-map-overrides): allowed only for these origins of the override's
   * target (exact origins, e.g. `http://localhost:9184`); absent or empty: no overrides at all,
   * not even ones stored earlier (production). Each override still needs the person's
   * confirmation in the host's dialog and expires (host/src/remotes/overrides.ts). `query: true`
   * lets a link propose one (`?override=<remote>=<url>`); absent: the query is ignored.
   */
  overrides?: { allowedOrigins: string[]; query?: boolean };
}
