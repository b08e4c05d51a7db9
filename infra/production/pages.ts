/**
 * `pages.conf`, generated from the host's route table (host/src/routing/routeTable.ts): an nginx
 * `map` that gives `$cumulus_page` 1 for a path some route of the host can answer and 0 for any
 * other, so nginx answers an unknown page 404 (with the shell, which shows the not-found page),
 * as the local host server does by asking the route resolver itself (issue 12, item 7).
 *
 * A pattern per route: literal segments compared without case (as the resolver does), `:param`
 * one segment, `*rest` zero or more, an optional trailing slash, and the optional locale prefix
 * for localized routes. What the patterns cannot see answers 200 and the shell shows the
 * not-found page, as before: a parameter the route's `validate` refuses (e.g. an unknown policy
 * kind), a middleware's not-found, and `/activity/<slug>` for any slug (the campaigns come from
 * the registry at run time, which nginx does not read). The other way round never happens: a
 * page the resolver answers is never a 404 (pages.test.ts checks it against the resolver).
 *
 * `npm test` fails when pages.conf is not what this generates (infra/production/observatory/
 * check.ts); `check.ts --write-pages` rewrites it.
 */
import { LOCALES } from 'shared-libs/contracts';
import { ROUTES, type RouteDef } from '../../host/src/routing/routeTable';

const escape = (s: string): string =>
  s.replace(/[.*+?^${}()|[\]\\/]/g, (c) => (c === '/' ? c : `\\${c}`));

/** The locale prefix, optional (`/es`, `/zh-TW`; any case, as the resolver's toLocale). */
const LOCALE_PREFIX = `/(?:${LOCALES.map(escape).join('|')})`;

/** The regular expression (without anchors) of a route pattern's segments. */
function patternRegex(pattern: string): string {
  return pattern
    .split('/')
    .filter((s) => s.length > 0)
    .map((part) =>
      part.startsWith('*') ? '(?:/[^/]+)*' : part.startsWith(':') ? '/[^/]+' : `/${escape(part)}`,
    )
    .join('');
}

export interface PageEntry {
  /** nginx map key: a case-insensitive regular expression (`~*`). */
  regex: string;
  comment: string;
}

const entry = (prefix: string, body: string, comment: string): PageEntry => ({
  regex: `^${prefix}${body}/?$`,
  comment,
});

/** One entry per route, plus the resolver's own paths that are not in the table. */
export function pageEntries(routes: readonly RouteDef[] = ROUTES): PageEntry[] {
  const out = routes.map((r) =>
    entry(
      r.localized === false ? '' : `(?:${LOCALE_PREFIX})?`,
      patternRegex(r.pattern),
      `${r.id}: ${r.pattern}`,
    ),
  );
  // resolveRoute.ts: a locale-prefixed share path redirects to the unprefixed one.
  out.push(
    entry(LOCALE_PREFIX, '/s(?:/[^/]+)*', 'share with a locale prefix: redirected by the host'),
  );
  // resolveRoute.ts: /activity/<slug> is a campaign when the registry lists the slug.
  out.push(
    entry(
      `(?:${LOCALE_PREFIX})?`,
      '/activity/[^/]+',
      'activity campaigns (any slug: the registry decides)',
    ),
  );
  return out;
}

/** The text of pages.conf. */
export function pagesConf(routes: readonly RouteDef[] = ROUTES): string {
  const entries = pageEntries(routes);
  const lines = entries.flatMap((e) => [`    # ${e.comment}`, `    "~*${e.regex}" 1;`]);
  return [
    '# GENERATED from host/src/routing/routeTable.ts by infra/production/pages.ts: do not edit.',
    '# `npm test` fails when it is stale; rewrite it with',
    '#   node --import tsx infra/production/observatory/check.ts --write-pages',
    "# $cumulus_page: 1 for a path one of the host's routes can answer, 0 for any other (nginx then",
    '# answers 404 with the page shell, which shows the not-found page).',
    'map $uri $cumulus_page {',
    '    default 0;',
    ...lines,
    '}',
    '',
  ].join('\n');
}
