/**
 * Early hints for the page shell (quality bars: fight the federation waterfall). The host server
 * already knows the path and the registry, so it writes into the HTML:
 *  - the registry itself (`<script type="application/json" id="cumulus-registry">`), saving the
 *    host one round trip before it can resolve the route;
 *  - `<link rel="preload" as="script">` for the route's remote entry and exposed chunk (read from
 *    the remote's mf-manifest.json), so they download in parallel with the host's own code.
 * The server's remote guess is a hint only: the host still resolves the route. It is kept in step
 * with host/src/routing/routeTable.ts by infra/serve/preload.test.ts.
 */
import { LOCALES as SITE_LOCALES, type RemoteName } from 'shared-libs/contracts';
import type { RegistryFile } from '../registry/local-registry';

/** The locale prefixes of paths, lower-case for matching. */
export const LOCALES: readonly string[] = SITE_LOCALES.map((l) => l.toLowerCase());

const MARKETING = new Set([
  '',
  'browser-extension',
  'contact-us',
  'desktop-app',
  'mobile-app',
  'help',
  'faq',
  'help-center',
  'install-apk-troubleshooting',
  'tv',
  'tv-help',
  'unsubscribe',
  'test',
  'policy',
]);
const ACTIVITY = new Set(['activity-end', 'check-in', 'check-in-guide', 'favorite-links-hub']);

/**
 * The remote a path will most likely mount, or null (host pages, login-gated drive pages whose
 * remote a signed-out visitor never loads, unknown paths).
 */
export function remoteHint(
  pathname: string,
  registry: Pick<RegistryFile, 'activities'>,
  now = Date.now(),
): RemoteName | null {
  let segs = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  const prefixed = segs[0] !== undefined && LOCALES.includes(segs[0]);
  if (prefixed) segs = segs.slice(1);
  const [first = '', second = ''] = segs;
  if (first === 's') return prefixed || segs.length < 2 ? null : 'mfe_share';
  if (first === 'activity' && segs.length === 2) {
    const a = (registry.activities || []).find((x) => x.slug.toLowerCase() === second);
    const live = a && Date.parse(a.startsAt) <= now && now <= Date.parse(a.endsAt);
    return live ? a.remote : null;
  }
  if (ACTIVITY.has(first) && segs.length === 1) return 'mfe_activity';
  if (first === 'inapp' && second === 'widget' && segs.length === 2) return 'mfe_activity';
  if (
    MARKETING.has(first) &&
    (segs.length === 1 || first === 'help-center' || first === 'policy' || first === '')
  ) {
    return first === '' && segs.length > 0 ? null : 'mfe_marketing';
  }
  return null;
}

/** The part of a remote's mf-manifest.json read here. */
interface FederationManifest {
  exposes?: { name?: string; path?: string; assets: { js: { sync?: string[] } } }[];
}

type FetchLike = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

/** A file to preload: its URL and, for a remote's chunk, the integrity the runtime will ask. */
interface RemoteAsset {
  url: string;
  integrity?: string;
}

const manifests = new Map<string, { at: number; assets: RemoteAsset[] }>();
const MANIFEST_TTL_MS = 30_000;
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** A JSON file of the remote's build, or null (missing, slow, not JSON). */
async function readJson(url: string, fetchImpl: FetchLike): Promise<unknown> {
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(500) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/**
 * The remote's entry URL and its exposed lifecycles chunks, from its manifest (cached), each
 * chunk with its integrity from the build's `integrity.json` (infra/presets/integrity.ts): the
 * remote's runtime loads its chunks with SRI and CORS, so the preload must ask the same way.
 */
export async function remoteAssets(
  entryUrl: string,
  fetchImpl: FetchLike = fetch,
): Promise<RemoteAsset[]> {
  const hit = manifests.get(entryUrl);
  if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.assets;
  const base = entryUrl.replace(/[^/]*$/, '');
  const [manifest, integrity] = (await Promise.all([
    readJson(`${base}mf-manifest.json`, fetchImpl),
    // the build's integrity file (infra/presets/integrity.ts INTEGRITY_FILE)
    readJson(`${base}integrity.json`, fetchImpl),
  ])) as [FederationManifest | null, Record<string, unknown> | null];
  // The remote's own build wrote them (Module Federation's manifest format; integrity.ts).
  const expose = (manifest?.exposes || []).find(
    (e) => e.path === './lifecycles' || e.name === 'lifecycles',
  );
  const assets: RemoteAsset[] = [{ url: entryUrl }];
  for (const file of (expose && expose.assets.js.sync) || []) {
    const sri = integrity?.[file];
    assets.push({
      url: base + file,
      ...(typeof sri === 'string' && SRI.test(sri) ? { integrity: sri } : {}),
    });
  }
  // A read that failed (a slow origin under load) is asked again soon, not kept for the TTL:
  // preloads without their integrity would be wasted downloads for 30 s.
  const complete = manifest !== null && integrity !== null;
  manifests.set(entryUrl, {
    at: complete ? Date.now() : Date.now() - MANIFEST_TTL_MS + 2_000,
    assets,
  });
  return assets;
}

/** JSON safe to place inside a <script> element. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The head tags for one page request. `remotes: false` leaves out the remote's preloads (the
 * benchmark's single-bundle host, which has every remote compiled in and never loads one).
 */
export async function earlyHints(
  pathname: string,
  registry: RegistryFile,
  o: { remotes?: boolean } = {},
): Promise<string> {
  const tags = [
    `<script type="application/json" id="cumulus-registry">${inlineJson(registry)}</script>`,
  ];
  const remote = o.remotes === false ? null : remoteHint(pathname, registry);
  const entry = remote && registry.remotes && registry.remotes[remote];
  if (entry) {
    for (const asset of await remoteAssets(entry.entry)) {
      // The host runs an entry that has an integrity with SRI and CORS (remoteLoader.ts), and the
      // remote's runtime its chunks (integrity.ts): the preload must ask the same way, or the
      // browser downloads the file twice.
      const integrity = asset.url === entry.entry ? entry.integrity : asset.integrity;
      // A published version's runtime loads each chunk with its integrity: a preload without it
      // (integrity.json not read in time) would not be used, only downloaded twice.
      if (!integrity && entry.integrity) continue;
      const sri = integrity
        ? ` integrity="${integrity.replace(/"/g, '&quot;')}" crossorigin="anonymous"`
        : '';
      tags.push(
        `<link rel="preload" as="script" href="${asset.url.replace(/"/g, '&quot;')}"${sri}>`,
      );
    }
  }
  return tags.join('');
}
