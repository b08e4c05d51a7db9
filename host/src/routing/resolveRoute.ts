import { toLocale, type Locale, type RouteRecord } from 'shared-libs';
import type { ActivityEntry } from '../remotes/registry';
import { matchPattern, segmentsOf, type Params } from './matchPattern';
import { ROUTES, type RouteDef, type RouteOwner } from './routeTable';

export interface ResolveInput {
  pathname: string;
  search: string;
  hash: string;
  activities: readonly ActivityEntry[];
  isMobile: boolean;
  now: number;
}

export interface ResolvedRoute {
  kind: 'route';
  owner: RouteOwner;
  def: RouteDef;
  record: RouteRecord;
  /** Locale given by the path prefix, if any. */
  pathLocale: Locale | undefined;
}

export type Resolution =
  | ResolvedRoute
  | { kind: 'redirect'; to: string; storeLocale?: Locale }
  | { kind: 'not-found'; path: string; pathLocale: Locale | undefined };

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) if (!(k in query)) query[k] = v;
  return query;
}

function isLive(a: ActivityEntry, now: number): boolean {
  return Date.parse(a.startsAt) <= now && now <= Date.parse(a.endsAt);
}

function activityDef(a: ActivityEntry): RouteDef {
  return {
    id: `activity/${a.slug}`,
    pattern: `/activity/${a.slug}`,
    owner: a.remote,
    layout: 'activity',
    middleware: ['activity-end'],
  };
}

/**
 * Resolves a location to a route record, a redirect or not-found (spec §2 routing rules).
 * Pure: everything it depends on comes in through `input`.
 */
export function resolveRoute(input: ResolveInput): Resolution {
  const raw = segmentsOf(input.pathname);
  const decoded = raw.map(safeDecode);
  const path = '/' + raw.join('/');
  if (decoded.some((s) => s === null)) return { kind: 'not-found', path, pathLocale: undefined };
  let segments = decoded as string[];

  const pathLocale = segments.length > 0 ? toLocale(segments[0]) : undefined;
  if (pathLocale) segments = segments.slice(1);

  const first = segments[0]?.toLowerCase();

  // A locale-prefixed share path goes to the unprefixed path; the locale is stored.
  if (pathLocale && first === 's') {
    const to = '/' + raw.slice(1).join('/') + input.search + (input.hash ? `#${input.hash}` : '');
    return { kind: 'redirect', to, storeLocale: pathLocale };
  }

  // The browser-extension prefix is stripped on mobile devices.
  if (input.isMobile && first === 'browser-extension' && segments.length > 1) {
    const rest = raw.slice(pathLocale ? 2 : 1).join('/');
    const prefix = pathLocale ? `/${raw[0]}` : '';
    return { kind: 'redirect', to: `${prefix}/${rest}${input.search}` };
  }

  const candidates: RouteDef[] = [...ROUTES];
  if (first === 'activity') {
    const slug = segments[1]?.toLowerCase();
    const entry = input.activities.find((a) => a.slug.toLowerCase() === slug);
    if (entry && segments.length === 2) {
      if (!isLive(entry, input.now)) {
        const prefix = pathLocale ? `/${pathLocale}` : '';
        return {
          kind: 'redirect',
          to: `${prefix}/activity-end?activity=${encodeURIComponent(entry.slug)}`,
        };
      }
      candidates.unshift({ ...activityDef(entry), page: entry.page } as RouteDef & {
        page: string;
      });
    }
  }

  for (const def of candidates) {
    if (pathLocale && def.localized === false) continue;
    const params = matchPattern(def.pattern, segments);
    if (!params) continue;
    if (def.validate && !def.validate(params)) break;
    const pagePath = '/' + segments.join('/');
    const record: RouteRecord = {
      remote: def.owner === 'host' ? 'mfe_marketing' : def.owner,
      page: (def as RouteDef & { page?: string }).page ?? def.id,
      params: normaliseParams(params),
      query: parseQuery(input.search),
      layout: def.layout,
      middleware: def.middleware ?? [],
      path: pagePath === '/' ? '/' : pagePath,
      hash: input.hash,
    };
    return { kind: 'route', owner: def.owner, def, record, pathLocale };
  }
  return { kind: 'not-found', path, pathLocale };
}

function normaliseParams(params: Params): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) out[k] = Array.isArray(v) ? [...v] : v;
  return out;
}
