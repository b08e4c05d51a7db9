/**
 * What nginx answers to a request, computed from its configuration without running it: server
 * selection (port, `server_name`), location matching (`=`, `^~`, regular expressions in order,
 * longest prefix), the rewrite phase (`if`, `set`, `rewrite`, `return`), `try_files`, `internal`,
 * `error_page`, static files from `root`, `proxy_pass` to an upstream the caller answers for,
 * `sub_filter`, `map` variables, and `add_header` with
 * nginx's inheritance rule: a level that has any `add_header` of its own does not inherit one
 * from the level above (http > server > location). Caching and compression as nginx's filters do
 * them (decision 0017): a static file's ETag (`"<mtime>-<size>"` in hex, unless `etag off`) and
 * Last-Modified, the not-modified check (`If-None-Match`, `If-Modified-Since` with
 * `if_modified_since`) that runs before every other filter, sub_filter dropping the validators
 * of what it rewrites, `gzip` (`gzip_types`, `gzip_min_length`, `gzip_vary`; the ETag made weak;
 * bodies are not really compressed) and `gzip_static` (a deployment's `<file>.gz`).
 *
 * It models the directives our production config uses and refuses anything else (an unknown
 * directive throws with its file and line), so the config cannot drift into something the check
 * does not understand. Verified by hand against Debian's nginx 1.22 (docs/decisions/0011).
 */
import path from 'node:path';
import type { HeaderLine } from '../observatory/scoring';
import type { Directive } from './config';

/** Directives that change nothing this model answers (compression level, TLS, logs, limits). */
const INERT = new Set([
  'access_log',
  'client_max_body_size',
  'error_log',
  'gzip_comp_level',
  'gzip_proxied',
  'http2',
  'log_not_found',
  'server_tokens',
  'ssl_certificate',
  'ssl_certificate_key',
  'ssl_ciphers',
  'ssl_prefer_server_ciphers',
  'ssl_protocols',
  'ssl_session_cache',
  'ssl_session_tickets',
  'ssl_session_timeout',
  'ssl_stapling',
  'ssl_stapling_verify',
]);
const HEADERS = new Set([
  'add_header',
  'sub_filter',
  'sub_filter_once',
  'sub_filter_types',
  'sub_filter_last_modified',
]);
/** Validators and compression (modeled in `finalize`). */
const CACHING = new Set([
  'etag',
  'if_modified_since',
  'gzip',
  'gzip_types',
  'gzip_min_length',
  'gzip_vary',
  'gzip_static',
]);
const REWRITES = new Set(['if', 'set', 'rewrite', 'return', 'break']);
/** Proxying (modeled in `proxied`); the timeouts are the caller's `upstream` answering 'timeout'. */
const PROXY = new Set([
  'proxy_pass',
  'proxy_set_header',
  'proxy_hide_header',
  'proxy_connect_timeout',
  'proxy_read_timeout',
]);
/** Upstream header lines nginx never passes on (it writes its own, or they are hop-by-hop). */
const NOT_PASSED = new Set(['date', 'server', 'connection', 'keep-alive', 'transfer-encoding']);
const KNOWN_AT = {
  http: new Set(['map', 'server', 'add_header', ...CACHING, ...INERT]),
  server: new Set([
    'listen',
    'server_name',
    'root',
    'location',
    'error_page',
    'try_files',
    ...HEADERS,
    ...CACHING,
    ...REWRITES,
    ...INERT,
  ]),
  location: new Set([
    ...PROXY,
    'root',
    'internal',
    'error_page',
    'try_files',
    ...HEADERS,
    ...CACHING,
    ...REWRITES,
    ...INERT,
  ]),
  if: new Set(['set', 'rewrite', 'return', 'break']),
};

/** Debian's /etc/nginx/mime.types, for the extensions a site serves; others get default_type. */
const MIME: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  xml: 'text/xml',
  js: 'application/javascript',
  json: 'application/json',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
};
/** Debian's nginx.conf sets `default_type application/octet-stream` in `http {}`. */
const DEFAULT_TYPE = 'application/octet-stream';
/** Codes `add_header` applies to without `always`. */
const ADD_HEADER_CODES = new Set([200, 201, 204, 206, 301, 302, 303, 304, 307, 308]);
const REASONS: Record<number, string> = {
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Not Allowed',
  500: 'Internal Server Error',
};

interface MapDef {
  source: string;
  exact: Map<string, string>;
  regexes: Array<{ re: RegExp; value: string }>;
  fallback: string;
  at: string;
}

export type LocationModifier = '' | '=' | '^~' | '~' | '~*' | '@';

export interface LocationDef {
  modifier: LocationModifier;
  pattern: string;
  regex: RegExp | null;
  directives: Directive[];
  at: string;
}

export interface ServerDef {
  ports: number[];
  defaultFor: number[];
  names: string[];
  directives: Directive[];
  locations: LocationDef[];
  at: string;
}

export interface NginxModel {
  /** Directives of the http level (the file is included in `http {}`). */
  http: Directive[];
  maps: Map<string, MapDef>;
  servers: ServerDef[];
}

const fail = (d: { at: string }, message: string): never => {
  throw new Error(`${d.at}: ${message}`);
};

function checkKnown(directives: Directive[], level: keyof typeof KNOWN_AT): void {
  for (const d of directives) {
    if (!KNOWN_AT[level].has(d.name))
      fail(d, `"${d.name}" in ${level} context is not modeled by infra/production/nginx/render.ts`);
    if (d.name === 'if') checkKnown(d.block ?? [], 'if');
  }
}

function portOf(d: Directive): number {
  const addr = d.args[0] ?? '';
  const m = /(?:^|:)(\d+)$/.exec(addr);
  if (!m) return fail(d, `cannot read the port of "listen ${addr}"`);
  return Number(m[1]);
}

function buildMap(d: Directive): [string, MapDef] {
  const [source, target] = d.args;
  if (!source || !target || !target.startsWith('$') || !d.block)
    return fail(d, 'map takes a source, a $variable and a block');
  const def: MapDef = { source, exact: new Map(), regexes: [], fallback: '', at: d.at };
  for (const e of d.block) {
    const key = e.name;
    const value = e.args[0] ?? '';
    if (e.args.length !== 1 || e.block) fail(e, 'a map entry is "key value;"');
    if (key === 'default') def.fallback = value;
    else if (['hostnames', 'volatile', 'include'].includes(key))
      fail(e, `map ${key} is not modeled`);
    else if (key.startsWith('~*')) def.regexes.push({ re: new RegExp(key.slice(2), 'i'), value });
    else if (key.startsWith('~')) def.regexes.push({ re: new RegExp(key.slice(1)), value });
    else def.exact.set(key.startsWith('\\') ? key.slice(1) : key, value);
  }
  return [target.slice(1), def];
}

function buildLocation(d: Directive): LocationDef {
  const [a, b] = d.args;
  const modifier = (b === undefined ? (a?.startsWith('@') ? '@' : '') : a) as LocationModifier;
  const pattern = b ?? a ?? '';
  if (!['', '=', '^~', '~', '~*', '@'].includes(modifier) || !d.block)
    return fail(d, `cannot read "location ${d.args.join(' ')}"`);
  if (d.block.some((x) => x.name === 'location')) fail(d, 'nested locations are not modeled');
  checkKnown(d.block, 'location');
  const regex =
    modifier === '~' ? new RegExp(pattern) : modifier === '~*' ? new RegExp(pattern, 'i') : null;
  return { modifier, pattern, regex, directives: d.block, at: d.at };
}

/** The model of a configuration file's directives (those of an `http {}` level). */
export function buildModel(http: Directive[]): NginxModel {
  checkKnown(http, 'http');
  const maps = new Map(http.filter((d) => d.name === 'map').map(buildMap));
  const servers = http
    .filter((d) => d.name === 'server')
    .map((d): ServerDef => {
      const block = d.block ?? fail(d, 'server needs a block');
      checkKnown(block, 'server');
      const listens = block.filter((x) => x.name === 'listen');
      const names = block.filter((x) => x.name === 'server_name').flatMap((x) => x.args);
      for (const n of names)
        if (n.startsWith('~') || n.includes('*')) fail(d, `server_name ${n} is not modeled`);
      return {
        ports: listens.length > 0 ? listens.map(portOf) : [80],
        defaultFor: listens.filter((x) => x.args.includes('default_server')).map(portOf),
        names: names.map((n) => n.toLowerCase()),
        directives: block,
        locations: block.filter((x) => x.name === 'location').map(buildLocation),
        at: d.at,
      };
    });
  return { http, maps, servers };
}

// --- requests -----------------------------------------------------------------------------------

/** The files of the deployment: absolute path -> content. */
export type Files = ReadonlyMap<string, string>;

export interface NginxRequest {
  method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST';
  /** The full URL: `https://www.cumulus.example/path?query`. */
  url: string;
  /** Extra request headers (lower-case names). */
  headers?: Readonly<Record<string, string>>;
}

export interface NginxResponse {
  status: number;
  headers: HeaderLine[];
  body: string;
  /** The server and locations that handled it, in order (`file:line`). */
  trace: string[];
}

/** A request nginx passes to `proxy_pass`'s upstream. */
export interface UpstreamRequest {
  /** The upstream's URL: its origin and the request's URI, e.g. `http://127.0.0.1:8600/faq`. */
  url: string;
  method: string;
  /** The request's headers and `proxy_set_header` lines (lower-case names). */
  headers: Record<string, string>;
}

/** What the upstream answered, or that it could not be reached ('down') or did not answer in time. */
export type UpstreamAnswer =
  { status: number; headers: HeaderLine[]; body: string } | 'down' | 'timeout';

export interface RenderOptions {
  files: Files;
  /** The upstream of `proxy_pass` (default: down, as if nothing listened there). */
  upstream?(req: UpstreamRequest): UpstreamAnswer;
  /** The modification time of every file (default MTIME). */
  mtime?: Date;
  /** `$request_id` (nginx: 32 random hex digits per request). */
  requestId?: string;
}

interface Ctx {
  model: NginxModel;
  server: ServerDef;
  opts: RenderOptions;
  req: NginxRequest;
  scheme: string;
  host: string;
  method: string;
  uri: string;
  args: string;
  requestUri: string;
  vars: Map<string, string>;
  captures: string[];
  /** After an internal redirect (internal locations become reachable). */
  internal: boolean;
  /** The status of the error being answered by an error_page, if any. */
  errStatus: number | null;
  /** The response status, once known (`$status`, for add_header). */
  status: number | null;
  trace: string[];
  redirects: number;
}

/** nginx's $uri: percent-decoded, slashes merged, dot segments resolved. */
function normalizeUri(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const out: string[] = [];
  for (const seg of decoded.split('/').slice(1)) {
    if (seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(seg);
  }
  return ('/' + out.join('/')).replace(/\/{2,}/g, '/');
}

/** `$arg_name`: the first argument of that name (compared without case), not decoded. */
function argOf(args: string, name: string): string {
  for (const pair of args.split('&')) {
    const eq = pair.indexOf('=');
    const k = eq >= 0 ? pair.slice(0, eq) : pair;
    if (k.toLowerCase() === name.toLowerCase()) return eq >= 0 ? pair.slice(eq + 1) : '';
  }
  return '';
}

function variable(ctx: Ctx, name: string, at: { at: string }): string {
  if (/^\d$/.test(name)) return ctx.captures[Number(name)] ?? '';
  if (name.startsWith('arg_')) return argOf(ctx.args, name.slice(4));
  switch (name) {
    case 'uri':
    case 'document_uri':
      return ctx.uri;
    case 'args':
    case 'query_string':
      return ctx.args;
    case 'is_args':
      return ctx.args ? '?' : '';
    case 'request_uri':
      return ctx.requestUri;
    case 'host':
      return ctx.host;
    case 'server_name':
      return ctx.server.names[0] ?? '';
    case 'scheme':
      return ctx.scheme;
    case 'request_method':
      return ctx.method;
    case 'status':
      return ctx.status === null ? '000' : String(ctx.status);
    case 'request_id':
      return ctx.opts.requestId ?? '0123456789abcdef0123456789abcdef';
  }
  // `set` variables, and map values once computed: a map is evaluated on first use and keeps
  // its value for the request, internal redirects included (nginx caches it).
  const cached = ctx.vars.get(name);
  if (cached !== undefined) return cached;
  const map = ctx.model.maps.get(name);
  if (!map) return fail(at, `unknown variable $${name}`);
  const source = evaluate(ctx, map.source, map);
  const raw =
    map.exact.get(source) ?? map.regexes.find((r) => r.re.test(source))?.value ?? map.fallback;
  const value = evaluate(ctx, raw, map);
  ctx.vars.set(name, value);
  return value;
}

/** A string with its $variables and ${variables} replaced. */
function evaluate(ctx: Ctx, text: string, at: { at: string }): string {
  return text.replace(/\$(?:\{(\w+)\}|(\w+))/g, (_, a?: string, b?: string) =>
    variable(ctx, (a ?? b)!, at),
  );
}

/** The directives of a kind at the level that defines them (location, else server, else http). */
function inherited(ctx: Ctx, loc: LocationDef | null, name: string): Directive[] {
  for (const level of [loc?.directives, ctx.server.directives, ctx.model.http]) {
    const own = (level ?? []).filter((d) => d.name === name);
    if (own.length > 0) return own;
  }
  return [];
}

interface Answer {
  status: number;
  body: string;
  contentType: string | null;
  location?: string;
  /** The file served (sub_filter applies by content type). */
  file?: string;
  /** The size of the file served (its ETag; the body of a HEAD is empty). */
  size?: number;
  /** `gzip` when gzip_static served the file's `.gz`; the upstream's Content-Encoding. */
  encoding?: string;
  /** The upstream's header lines nginx passes on (proxy_pass). */
  passed?: HeaderLine[];
  /** gzip_static found a `.gz` (nginx then varies on Accept-Encoding even when not sending it). */
  vary?: boolean;
}

/** The files' modification time when the caller gives none. */
export const MTIME = new Date('2026-11-25T10:00:00Z');

/** The value of a one-argument directive as the location sees it (nginx's inheritance). */
function setting(ctx: Ctx, loc: LocationDef | null, name: string, fallback: string): string {
  return inherited(ctx, loc, name)[0]?.args[0] ?? fallback;
}

/** Whether the request accepts gzip, as nginx reads Accept-Encoding (q=0 refuses). */
function acceptsGzip(ctx: Ctx): boolean {
  const m = /(?:^|[\s,])gzip\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i.exec(
    ctx.req.headers?.['accept-encoding'] ?? '',
  );
  return m !== null && (m[1] === undefined || Number(m[1]) > 0);
}

const httpDate = (seconds: number) => new Date(seconds * 1000).toUTCString();

/**
 * nginx's not-modified filter (it runs before the others, on 200s only): both conditions that
 * are present must hold. `If-Modified-Since` compares with `if_modified_since` (exact by
 * default); `If-None-Match` compares tags weakly, `*` matching any.
 */
function notModified(
  ctx: Ctx,
  loc: LocationDef | null,
  etag: string | null,
  lastModified: number | null,
): boolean {
  const ims = ctx.req.headers?.['if-modified-since'];
  const inm = ctx.req.headers?.['if-none-match'];
  if (ims === undefined && inm === undefined) return false;
  if (ims !== undefined) {
    const mode = setting(ctx, loc, 'if_modified_since', 'exact');
    const since = Math.floor(Date.parse(ims) / 1000);
    if (lastModified === null || mode === 'off' || !Number.isFinite(since)) return false;
    if (since !== lastModified && (mode === 'exact' || since < lastModified)) return false;
  }
  if (inm !== undefined) {
    if (etag === null) return false;
    const opaque = (t: string) => t.trim().replace(/^W\//, '');
    if (inm.trim() !== '*' && !inm.split(',').some((t) => opaque(t) === opaque(etag))) return false;
  }
  return true;
}

const errorPage = (status: number): string => {
  const title = `${status} ${REASONS[status] ?? ''}`.trim();
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
};

/** The response of a location (or of the server when no location matched). */
function finalize(ctx: Ctx, loc: LocationDef | null, a: Answer): NginxResponse {
  let { status, contentType, encoding } = a;
  let body = a.body;
  // The static handlers' validators.
  const served = a.file !== undefined && a.size !== undefined;
  const lastModified = served ? Math.floor((ctx.opts.mtime ?? MTIME).getTime() / 1000) : null;
  let etag =
    served && setting(ctx, loc, 'etag', 'on') === 'on'
      ? `"${lastModified!.toString(16)}-${a.size!.toString(16)}"`
      : null;
  let showLastModified = served;
  // The filters, in nginx's order: not-modified, headers (add_header), sub_filter, gzip.
  if (status === 200 && notModified(ctx, loc, etag, lastModified)) {
    status = 304;
    contentType = null;
    encoding = undefined;
    body = '';
  }
  ctx.status = status;
  const added: HeaderLine[] = [];
  for (const d of inherited(ctx, loc, 'add_header')) {
    const [name, value, always] = d.args;
    if (!name || value === undefined) fail(d, 'add_header takes a name and a value');
    if (always !== undefined && always !== 'always') fail(d, `unexpected "${always}"`);
    if (!always && !ADD_HEADER_CODES.has(a.status)) continue;
    const v = evaluate(ctx, value!, d);
    if (v !== '') added.push([name!, v]);
  }
  const mime = (contentType ?? '').split(';')[0]!;
  const filters = inherited(ctx, loc, 'sub_filter');
  const types = inherited(ctx, loc, 'sub_filter_types').flatMap((d) => d.args);
  const once = inherited(ctx, loc, 'sub_filter_once')[0]?.args[0] !== 'off';
  /** The length nginx knows before the body filters (-1 once a filter changes the body). */
  let length = served ? a.size! : Buffer.byteLength(a.body);
  if (
    filters.length > 0 &&
    length !== 0 &&
    (mime === 'text/html' || types.includes(mime) || types.includes('*'))
  ) {
    // What it rewrites loses its validators (unless sub_filter_last_modified on: a weak ETag).
    if (setting(ctx, loc, 'sub_filter_last_modified', 'off') === 'on') {
      if (etag && !etag.startsWith('W/')) etag = `W/${etag}`;
    } else {
      etag = null;
      showLastModified = false;
    }
    length = -1;
    for (const d of filters) {
      const [from, to] = d.args.map((s) => evaluate(ctx, s, d));
      if (!from || to === undefined) return fail(d, 'sub_filter takes a string and a replacement');
      // nginx matches the string without regard to case.
      const re = new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), once ? 'i' : 'gi');
      body = body.replace(re, () => to);
    }
  }
  // gzip: 200, 403 and 404 answers of a listed type (text/html always) and a known length of at
  // least gzip_min_length, not yet encoded (a HEAD gets the headers of the GET).
  const gzipTypes = ['text/html', ...inherited(ctx, loc, 'gzip_types').flatMap((d) => d.args)];
  let vary = Boolean(a.vary);
  let gzipped = false;
  if (
    setting(ctx, loc, 'gzip', 'off') === 'on' &&
    [200, 403, 404].includes(status) &&
    !encoding &&
    !(length >= 0 && length < Number(setting(ctx, loc, 'gzip_min_length', '20'))) &&
    (gzipTypes.includes(mime) || gzipTypes.includes('*'))
  ) {
    vary = true;
    if (acceptsGzip(ctx)) {
      gzipped = true;
      if (etag && !etag.startsWith('W/')) etag = `W/${etag}`;
    }
  }
  // Header order as nginx writes them: its own fields, then the list (ETag, gzip_static's
  // Content-Encoding, add_header lines, the gzip filter's Content-Encoding).
  const headers: HeaderLine[] = [];
  if (contentType) headers.push(['Content-Type', contentType]);
  if (showLastModified && lastModified !== null)
    headers.push(['Last-Modified', httpDate(lastModified)]);
  if (a.location) headers.push(['Location', a.location]);
  if (vary && setting(ctx, loc, 'gzip_vary', 'off') === 'on')
    headers.push(['Vary', 'Accept-Encoding']);
  if (etag) headers.push(['ETag', etag]);
  if (encoding) headers.push(['Content-Encoding', encoding]);
  headers.push(...(a.passed ?? []));
  headers.push(...added);
  if (gzipped) headers.push(['Content-Encoding', 'gzip']);
  return { status, headers, body, trace: ctx.trace };
}

function findLocation(ctx: Ctx): LocationDef | null {
  const locs = ctx.server.locations;
  const exact = locs.find((l) => l.modifier === '=' && l.pattern === ctx.uri);
  if (exact) return exact;
  let longest: LocationDef | null = null;
  for (const l of locs)
    if ((l.modifier === '' || l.modifier === '^~') && ctx.uri.startsWith(l.pattern))
      if (!longest || l.pattern.length > longest.pattern.length) longest = l;
  if (longest?.modifier === '^~') return longest;
  for (const l of locs) {
    const m = l.regex?.exec(ctx.uri);
    if (m) {
      ctx.captures = [...m];
      return l;
    }
  }
  return longest;
}

type Step =
  | { kind: 'answer'; answer: Answer }
  | { kind: 'research' }
  | { kind: 'redirect'; uri: string }
  | { kind: 'next' };

function testCondition(ctx: Ctx, d: Directive): boolean {
  // `if ($a = b)`: the parentheses may stand alone or touch the first and last words.
  const words = [...d.args];
  if (words[0] === '(') words.shift();
  else if (words[0]?.startsWith('(')) words[0] = words[0].slice(1);
  if (words.at(-1) === ')') words.pop();
  else if (words.at(-1)?.endsWith(')')) words[words.length - 1] = words.at(-1)!.slice(0, -1);
  if (words.length > 3) return fail(d, `cannot read "if ${d.args.join(' ')}"`);
  const [a, op, b] = words;
  if (a === undefined) return fail(d, 'empty if');
  const left = evaluate(ctx, a, d);
  if (op === undefined) return left !== '' && left !== '0';
  if (b === undefined) return fail(d, `cannot read "if (${d.args.join(' ')})"`);
  switch (op) {
    case '=':
      return left === evaluate(ctx, b, d);
    case '!=':
      return left !== evaluate(ctx, b, d);
    case '~':
      return new RegExp(b).test(left);
    case '~*':
      return new RegExp(b, 'i').test(left);
    case '!~':
      return !new RegExp(b).test(left);
    case '!~*':
      return !new RegExp(b, 'i').test(left);
    default:
      return fail(d, `the if operator ${op} is not modeled`);
  }
}

const absolute = (ctx: Ctx, url: string): string =>
  /^https?:\/\//.test(url) ? url : `${ctx.scheme}://${ctx.host}${url}`;

function returnAnswer(ctx: Ctx, d: Directive): Answer | { error: number } {
  const [first, second] = d.args;
  if (first === undefined) return fail(d, 'return needs a code or a URL');
  if (!/^\d{3}$/.test(first))
    return {
      status: 302,
      body: errorPage(302),
      contentType: 'text/html',
      location: evaluate(ctx, first, d),
    };
  const status = Number(first);
  if ([301, 302, 303, 307, 308].includes(status))
    return {
      status,
      body: errorPage(status),
      contentType: 'text/html',
      location: absolute(ctx, evaluate(ctx, second ?? '', d)),
    };
  if (second !== undefined)
    return { status, body: evaluate(ctx, second, d), contentType: DEFAULT_TYPE };
  return { error: status };
}

/** Runs the rewrite-phase directives of a level, in order. */
function rewritePhase(ctx: Ctx, directives: Directive[]): Step {
  let changed = false;
  for (const d of directives) {
    if (d.name === 'set') {
      const [name, value] = d.args;
      if (!name?.startsWith('$') || value === undefined)
        fail(d, 'set takes a $variable and a value');
      ctx.vars.set(name!.slice(1), evaluate(ctx, value!, d));
    } else if (d.name === 'break') {
      return { kind: 'next' };
    } else if (d.name === 'return') {
      const r = returnAnswer(ctx, d);
      return 'error' in r
        ? { kind: 'answer', answer: errorAnswer(r.error) }
        : { kind: 'answer', answer: r };
    } else if (d.name === 'if') {
      if (testCondition(ctx, d)) {
        const step = rewritePhase(ctx, d.block ?? []);
        if (step.kind !== 'next') return step;
      }
    } else if (d.name === 'rewrite') {
      const [pattern, replacement, flag] = d.args;
      if (!pattern || replacement === undefined) fail(d, 'rewrite takes a regex and a replacement');
      const m = new RegExp(pattern!).exec(ctx.uri);
      if (!m) continue;
      ctx.captures = [...m];
      const target = evaluate(ctx, replacement!, d);
      if (/^https?:\/\//.test(target) || flag === 'redirect' || flag === 'permanent') {
        const status = flag === 'permanent' ? 301 : 302;
        const keepArgs =
          !target.endsWith('?') && ctx.args ? `${target.includes('?') ? '&' : '?'}${ctx.args}` : '';
        return {
          kind: 'answer',
          answer: {
            status,
            body: errorPage(status),
            contentType: 'text/html',
            location: absolute(ctx, target.replace(/\?$/, '') + keepArgs),
          },
        };
      }
      const [newUri, newArgs] = target.split('?', 2) as [string, string | undefined];
      ctx.uri = newUri;
      if (newArgs !== undefined)
        ctx.args = target.endsWith('?') ? '' : newArgs + (ctx.args ? `&${ctx.args}` : '');
      changed = true;
      if (flag === 'last') return { kind: 'research' };
      if (flag === 'break') return { kind: 'next' };
    }
  }
  return changed ? { kind: 'research' } : { kind: 'next' };
}

const errorAnswer = (status: number): Answer => ({
  status,
  body: errorPage(status),
  contentType: 'text/html',
});

/** The content phase: try_files, then the static file handler. */
/** `proxy_pass http://host:port` (the request's URI passed as it came): the upstream's answer. */
function proxied(ctx: Ctx, loc: LocationDef, pass: Directive): Step {
  const target = evaluate(ctx, pass.args[0] ?? '', pass);
  if (!/^http:\/\/[^/]+$/.test(target))
    return fail(pass, 'proxy_pass: only http://<host:port> is modeled (the URI passed as it came)');
  const headers: Record<string, string> = { ...ctx.req.headers };
  for (const d of inherited(ctx, loc, 'proxy_set_header')) {
    const [name, value] = d.args;
    if (!name || value === undefined) return fail(d, 'proxy_set_header takes a name and a value');
    headers[name.toLowerCase()] = evaluate(ctx, value, d);
  }
  const got = ctx.opts.upstream?.({ url: target + ctx.requestUri, method: ctx.method, headers });
  // Nothing listening (or no upstream given): 502; no answer in proxy_read_timeout: 504.
  if (got === undefined || got === 'down') return { kind: 'answer', answer: errorAnswer(502) };
  if (got === 'timeout') return { kind: 'answer', answer: errorAnswer(504) };
  const hidden = new Set(
    inherited(ctx, loc, 'proxy_hide_header').map((d) => (d.args[0] ?? '').toLowerCase()),
  );
  const passed: HeaderLine[] = [];
  let contentType: string | null = null;
  let encoding: string | undefined;
  for (const [name, value] of got.headers) {
    const key = name.toLowerCase();
    if (key === 'content-type') contentType = value;
    else if (key === 'content-encoding') encoding = value;
    else if (!NOT_PASSED.has(key) && !hidden.has(key)) passed.push([name, value]);
  }
  return {
    kind: 'answer',
    answer: {
      status: got.status,
      body: ctx.method === 'HEAD' ? '' : got.body,
      contentType,
      passed,
      ...(encoding ? { encoding } : {}),
    },
  };
}

function contentPhase(ctx: Ctx, loc: LocationDef | null): Step {
  const pass = loc?.directives.find((d) => d.name === 'proxy_pass');
  if (loc && pass) return proxied(ctx, loc, pass);
  const root = inherited(ctx, loc, 'root')[0]?.args[0];
  const fileOf = (uri: string): string | null =>
    root === undefined ? null : path.posix.join(root, uri);
  // try_files is not inherited: the server's applies only when no location matched.
  const tryFiles = (loc?.directives ?? ctx.server.directives).find((d) => d.name === 'try_files');
  if (tryFiles) {
    const params = tryFiles.args.map((a) => evaluate(ctx, a, tryFiles));
    const fallback = params.pop();
    if (fallback === undefined) return fail(tryFiles, 'try_files needs a fallback');
    const found = params.find((p) => !p.endsWith('/') && ctx.opts.files.has(fileOf(p) ?? ''));
    if (found !== undefined) ctx.uri = found;
    else if (/^=\d{3}$/.test(fallback))
      return { kind: 'answer', answer: errorAnswer(Number(fallback.slice(1))) };
    else return { kind: 'redirect', uri: fallback };
  }
  if (ctx.uri.endsWith('/')) {
    // The index module: index.html of the directory, by an internal redirect.
    const index = `${ctx.uri}index.html`;
    return ctx.opts.files.has(fileOf(index) ?? '')
      ? { kind: 'redirect', uri: index }
      : { kind: 'answer', answer: errorAnswer(404) };
  }
  const file = fileOf(ctx.uri);
  const found = file === null ? undefined : ctx.opts.files.get(file);
  if (found === undefined) return { kind: 'answer', answer: errorAnswer(404) };
  // The static handlers serve GET and HEAD only.
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
    return { kind: 'answer', answer: errorAnswer(405) };
  const ext = path.posix.extname(ctx.uri).slice(1).toLowerCase();
  // gzip_static first: the deployment's `<file>.gz` to a client that accepts gzip.
  const gz = setting(ctx, loc, 'gzip_static', 'off') === 'on' && ctx.opts.files.get(`${file}.gz`);
  const useGz = gz !== undefined && gz !== false && acceptsGzip(ctx);
  const body = useGz ? gz : found;
  return {
    kind: 'answer',
    answer: {
      status: 200,
      body: ctx.method === 'HEAD' ? '' : body,
      contentType: MIME[ext] ?? DEFAULT_TYPE,
      file: file!,
      size: Buffer.byteLength(body),
      ...(useGz ? { encoding: 'gzip' as const } : {}),
      ...(gz !== undefined && gz !== false ? { vary: true } : {}),
    },
  };
}

/** An error_page for this status, if the level that defines error pages has one. */
function errorPageFor(
  ctx: Ctx,
  loc: LocationDef | null,
  status: number,
): { uri: string; code: number | null } | null {
  for (const d of inherited(ctx, loc, 'error_page')) {
    const args = [...d.args];
    const target = args.pop();
    let code: number | null = null;
    if (args.at(-1)?.startsWith('=')) {
      const c = args.pop()!.slice(1);
      code = c === '' ? 0 : Number(c);
    }
    if (target && args.map(Number).includes(status)) return { uri: target, code };
  }
  return null;
}

const MAX_REDIRECTS = 10;

/**
 * Runs a request through the server: the server's rewrite directives, location search, the
 * location's rewrite directives, content, error pages. `named` is a named location reached by
 * an error_page (it skips the search).
 */
function run(ctx: Ctx, named: LocationDef | null = null): NginxResponse {
  if (++ctx.redirects > MAX_REDIRECTS) return finalize(ctx, null, errorAnswer(500));
  if (!named) {
    const step = rewritePhase(
      ctx,
      ctx.server.directives.filter((d) => REWRITES.has(d.name)),
    );
    if (step.kind === 'answer') return withErrorPages(ctx, null, step.answer);
  }
  for (;;) {
    const loc = named ?? findLocation(ctx);
    named = null;
    ctx.trace.push(
      loc ? `location ${`${loc.modifier} ${loc.pattern}`.trim()} (${loc.at})` : 'no location',
    );
    if (loc?.modifier === '@' && !ctx.internal) return fail(loc, 'a named location matched a URI');
    if (loc && !ctx.internal && loc.directives.some((d) => d.name === 'internal'))
      return withErrorPages(ctx, loc, errorAnswer(404));
    const step = rewritePhase(
      ctx,
      (loc?.directives ?? []).filter((d) => REWRITES.has(d.name)),
    );
    if (step.kind === 'answer') return withErrorPages(ctx, loc, step.answer);
    if (step.kind === 'research') {
      // A rewritten URI: a new location search (no longer an external request).
      ctx.internal = true;
      if (++ctx.redirects > MAX_REDIRECTS) return finalize(ctx, null, errorAnswer(500));
      continue;
    }
    const content = contentPhase(ctx, loc);
    if (content.kind === 'answer') return withErrorPages(ctx, loc, content.answer);
    if (content.kind === 'redirect') {
      internalRedirect(ctx, content.uri);
      return run(ctx);
    }
    return fail(loc ?? ctx.server, 'no answer');
  }
}

/** An internal redirect: a new URI (and arguments, if given), processed from the server level. */
function internalRedirect(ctx: Ctx, target: string): void {
  const [uri, args] = target.split('?', 2) as [string, string | undefined];
  ctx.uri = uri;
  if (args !== undefined) ctx.args = args;
  // Cached variables (maps) keep their values, as in nginx.
  ctx.internal = true;
}

/** An error answer goes to the error_page for its status, once (recursive_error_pages off). */
function withErrorPages(ctx: Ctx, loc: LocationDef | null, a: Answer): NginxResponse {
  if (ctx.errStatus !== null) {
    // The error page's own answer keeps the original status (unless `=code`); an error while
    // answering it is nginx's built-in page for that error.
    return finalize(ctx, loc, a.status < 300 ? { ...a, status: ctx.errStatus || a.status } : a);
  }
  // An upstream's own answer is passed on as it is (no proxy_intercept_errors).
  const page =
    a.status >= 300 && !a.location && !a.passed ? errorPageFor(ctx, loc, a.status) : null;
  if (!page) return finalize(ctx, loc, a);
  ctx.errStatus = page.code ?? a.status;
  if (ctx.method !== 'HEAD') ctx.method = 'GET';
  if (page.uri.startsWith('@')) {
    const named = ctx.server.locations.find((l) => l.modifier === '@' && l.pattern === page.uri);
    if (!named) return fail(loc ?? ctx.server, `no location ${page.uri}`);
    ctx.internal = true;
    return run(ctx, named);
  }
  internalRedirect(ctx, page.uri);
  return run(ctx);
}

/** nginx's answer to one request, or null when no server listens on the URL's port. */
export function render(
  model: NginxModel,
  req: NginxRequest,
  opts: RenderOptions,
): NginxResponse | null {
  const url = new URL(req.url);
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const host = url.hostname.toLowerCase();
  const listening = model.servers.filter((s) => s.ports.includes(port));
  const server =
    listening.find((s) => s.names.includes(host)) ??
    listening.find((s) => s.defaultFor.includes(port)) ??
    listening[0];
  if (!server) return null;
  const rawPath = req.url.slice(url.origin.length).split('#')[0]!;
  const [rawUri, args = ''] = rawPath.split('?', 2) as [string, string | undefined];
  const ctx: Ctx = {
    model,
    server,
    opts,
    req,
    scheme: url.protocol.slice(0, -1),
    host,
    method: req.method ?? 'GET',
    uri: '/',
    args,
    requestUri: rawPath || '/',
    vars: new Map(),
    captures: [],
    internal: false,
    errStatus: null,
    status: null,
    trace: [`server ${server.names[0] ?? ''} (${server.at})`],
    redirects: 0,
  };
  const uri = normalizeUri(rawUri || '/');
  if (uri === null) return finalize(ctx, null, errorAnswer(400));
  ctx.uri = uri;
  return run(ctx);
}

/**
 * The headers each location adds (by nginx's inheritance rule), by server and location: for
 * checks that every place able to answer sends the security headers.
 */
export function headersByLocation(
  model: NginxModel,
): Array<{ server: ServerDef; location: LocationDef | null; names: string[] }> {
  const names = (dirs: Directive[]) =>
    dirs.filter((d) => d.name === 'add_header').map((d) => (d.args[0] ?? '').toLowerCase());
  const out: Array<{ server: ServerDef; location: LocationDef | null; names: string[] }> = [];
  for (const server of model.servers) {
    const serverLevel = names(server.directives);
    const fallback = serverLevel.length > 0 ? serverLevel : names(model.http);
    out.push({ server, location: null, names: fallback });
    for (const location of server.locations) {
      const own = names(location.directives);
      out.push({ server, location, names: own.length > 0 ? own : fallback });
    }
  }
  return out;
}
