import { BUILD_MANIFEST, type BuildMeta } from 'shared-libs';

/** The newer-build check itself (newerBuild.ts loads it when it first runs). */
const isMeta = (v: unknown): v is BuildMeta =>
  typeof v === 'object' && v !== null && typeof (v as BuildMeta).id === 'string';

export type FetchJson = (path: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (path) => {
  const res = await fetch(path, { cache: 'no-store', credentials: 'omit' });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
};

/** The id of a newer live build, or null when this one is current (or the answer is unusable). */
export async function findNewerBuild(
  current: string,
  get: FetchJson = fetchJson,
): Promise<string | null> {
  const latest = await get(`/${BUILD_MANIFEST.latest}`);
  if (!isMeta(latest) || !/^[0-9a-f]{8,64}$/.test(latest.id) || latest.id === current) return null;
  const meta = await get(`/${BUILD_MANIFEST.meta(latest.id)}`);
  return isMeta(meta) && meta.id === latest.id ? latest.id : null;
}
