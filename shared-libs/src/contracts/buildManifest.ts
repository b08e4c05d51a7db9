/**
 * The host's build manifest (spec §7: "the site fetches a build manifest (builds/meta path by
 * build id)"): written by the host build (infra/presets/build-meta.ts), read by the page's
 * newer-build check (host/src/features/newer-build). Paths are relative to the host's root.
 */
export const BUILD_MANIFEST = {
  /** `<meta name>` in index.html carrying the page's own build id. */
  metaName: 'cumulus-build',
  /** The live build: `{ id, timestamp }`, served no-cache. */
  latest: 'builds/latest.json',
  /** One file per build, never changed. */
  meta: (id: string) => `builds/meta/${id}.json`,
} as const;

/**
 * What a build declares of the host-to-remote contract (decision 0003), read by the publish gate
 * (infra/registry/build-info.ts) instead of the build's code: the host's build meta says which
 * versions it accepts; a remote's mf-manifest.json (`metaData.cumulusBuild.contract`) which it provides.
 */
export interface ContractDeclaration {
  /** the contract version the build was compiled against (a remote) */
  provides?: number;
  /** the contract versions the build mounts (the host) */
  accepts?: number[];
}

/** What a remote's build declares in its mf-manifest.json (`metaData[MANIFEST_BUILD_KEY]`). */
export interface RemoteBuildDeclaration {
  contract: ContractDeclaration;
  /** CUMULUS_BUILD_LABEL of the build (`stable` by default). */
  label: string;
}

/** The key of a remote's declaration in its mf-manifest.json's `metaData`. */
export const MANIFEST_BUILD_KEY = 'cumulusBuild';

/** A build manifest entry. */
export interface BuildMeta {
  id: string;
  timestamp: number;
  /** The host's declaration: the contract versions it accepts. */
  contract?: ContractDeclaration;
}
