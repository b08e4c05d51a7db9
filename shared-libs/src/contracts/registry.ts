/**
 * The run-time registry (`GET /registry.json` on the host origin): where each remote lives,
 * the data-driven campaign routes, the API origins and the allowed embedding parents. Read by
 * the host at boot, written by infra (the embedded default, production's file). One
 * definition for both sides.
 */
import type { RemoteName } from './host-remote';

/** One remote in the run-time registry. */
export interface RemoteEntry {
  /** URL of the remote's remoteEntry.js (or mf-manifest.json). */
  entry: string;
  version: string;
  /** Optional Subresource Integrity of the entry. */
  integrity?: string;
}

/** A campaign page: data in the registry, so marketing needs no host release. */
export interface ActivityEntry {
  slug: string;
  remote: RemoteName;
  page: string;
  startsAt: string;
  endsAt: string;
}

export interface Registry {
  schema: 1;
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  activities: ActivityEntry[];
  api: { origins: string[]; accessOrigins: string[] };
  /**
   * Pages allowed to frame the site (embedded mode, `?origin=`): exact origins, or an origin
   * whose port is `*`. The server's CSP frame-ancestors uses the same list.
   */
  embedding: { parents: string[] };
}
