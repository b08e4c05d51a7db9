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

/** A build manifest entry. */
export interface BuildMeta {
  id: string;
  timestamp: number;
}
