import { toLocale, type LayoutId, type Locale, type RouteRecord } from 'shared-libs';
import type { ActivityEntry, RemoteVersionRef } from '../remotes/registry';
import { matchPattern, type Params } from './matchPattern';
import { MIDDLEWARE, type MiddlewareContext } from './middleware';
import { ROUTES, type RouteDef, type RouteOwner } from './routeTable';

export interface ResolveInput {
  pathname: string;
  search: string;
  /** The hash without `#`. */
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
  /** A locale to store (from the `locale` query value), if any. */
  storeLocale?: Locale;
  /** Scroll to top when the path changes (false: the route keeps the scroll position). */
  scrollToTop: boolean;
  /** Scroll to the hash target (false when a middleware disabled it). */
  hashScroll: boolean;
  /** A campaign rendered by its own published version of the remote (ActivityEntry.version). */
  version?: RemoteVersionRef;
}

export type Resolution =
  | ResolvedRoute
  | { kind: 'redirect'; to: string; storeLocale?: Locale }
  | { kind: 'not-found'; path: string; pathLocale: Locale | undefined };

const LAYOUT_IDS: Record<LayoutId, true> = {
  activity: true,
  basic: true,
  'basic-activity': true,
  'basic-header': true,
  'basic-footer': true,
  'basic-mobile-header': true,
  'basic-pc-header': true,
  drive: true,
  'drive-header': true,
  'drive-sidebar': true,
  policy: true,
  simple: true,
};

const MAX_PATH = 2048;
const MAX_SEGMENTS = 32;

function safeDecode(segment: string): string | null {
  try {
    const s = decodeURIComponent(segment);
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\u007f]/.test(s) ? null : s;
  } catch {
    return null;
  }
}

/** Query parameters, first value of each (the contract's RouteRecord.query). */
export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) if (!(k in query)) query[k] = v;
  return query;
}

function activityDef(a: ActivityEntry): RouteDef {
  return {
    id: a.page,
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
  const pathname = input.pathname || '/';
  const notFound = (pathLocale?: Locale): Resolution => ({
    kind: 'not-found',
    path: pathname,
    pathLocale,
  });
  if (pathname.length > MAX_PATH || !pathname.startsWith('/')) return notFound();

  // A trailing slash is tolerated; an empty segment anywhere else is not a page.
  const trimmed = pathname.replace(/\/+$/, '');
  const raw = trimmed === '' ? [] : trimmed.slice(1).split('/');
  if (raw.length > MAX_SEGMENTS || raw.some((s) => s === '')) return notFound();
  const decoded = raw.map(safeDecode);
  if (decoded.some((s) => s === null)) return notFound();
  let segments = decoded as string[];
  let rawRest = raw;

  const pathLocale = segments.length > 0 ? toLocale(segments[0]) : undefined;
  if (pathLocale) {
    segments = segments.slice(1);
    rawRest = raw.slice(1);
  }
  const prefix = pathLocale ? `/${pathLocale}` : '';
  const query = parseQuery(input.search);
  const queryLocale = toLocale(query.locale);
  const hashPart = input.hash ? `#${input.hash}` : '';
  const first = segments[0]?.toLowerCase();

  // A locale-prefixed share path goes to the unprefixed path; the locale is stored.
  if (pathLocale && first === 's') {
    return {
      kind: 'redirect',
      to: '/' + rawRest.join('/') + input.search + hashPart,
      storeLocale: pathLocale,
    };
  }

  // The browser-extension prefix is stripped on mobile devices.
  if (input.isMobile && first === 'browser-extension' && segments.length > 1) {
    return {
      kind: 'redirect',
      to: `${prefix}/${rawRest.slice(1).join('/')}${input.search}${hashPart}`,
    };
  }

  let candidates: readonly RouteDef[] = ROUTES;
  let activity: ActivityEntry | undefined;
  if (first === 'activity' && segments.length === 2) {
    const slug = segments[1]!.toLowerCase();
    activity = input.activities.find((a) => a.slug.toLowerCase() === slug);
    if (activity) candidates = [activityDef(activity)];
  }

  for (const def of candidates) {
    if (pathLocale && def.localized === false) continue;
    const params = matchPattern(def.pattern, segments);
    if (!params) continue;
    if (def.validate && !def.validate(params)) return notFound(pathLocale);

    const ctx: MiddlewareContext = {
      def,
      params,
      query,
      hash: input.hash,
      isMobile: input.isMobile,
      now: input.now,
      pathLocale,
      activity,
    };
    let hashScroll = true;
    for (const id of def.middleware ?? []) {
      const verdict = MIDDLEWARE[id](ctx);
      if (verdict.kind === 'redirect') {
        const local = def.localized === false ? '' : prefix;
        return { kind: 'redirect', to: `${local}${verdict.to}` };
      }
      if (verdict.kind === 'not-found') return notFound(pathLocale);
      if (verdict.kind === 'no-hash-scroll') hashScroll = false;
    }

    const pagePath = '/' + rawRest.join('/');
    // The spec's /test page renders in any of the twelve layouts (`?layout=`), for visual checks.
    const layout =
      def.id === 'test' && query.layout && Object.hasOwn(LAYOUT_IDS, query.layout)
        ? (query.layout as LayoutId)
        : def.layout;
    const record: RouteRecord = {
      remote: def.owner === 'host' || def.owner === 'server' ? 'mfe_marketing' : def.owner,
      page: def.id,
      params: normaliseParams(params),
      query,
      layout,
      middleware: [...(def.middleware ?? [])],
      path: pagePath,
      hash: input.hash,
    };
    return {
      kind: 'route',
      owner: def.owner,
      def,
      record,
      pathLocale,
      storeLocale: queryLocale,
      scrollToTop: def.scrollToTop !== false,
      hashScroll,
      ...(activity?.version ? { version: activity.version } : {}),
    };
  }
  return notFound(pathLocale);
}

function normaliseParams(params: Params): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) out[k] = Array.isArray(v) ? [...v] : v;
  return out;
}
