/**
 * The MDN HTTP Observatory's scoring, for responses we render offline (the production nginx
 * config, infra/production/nginx.conf): its header tests, score modifiers, extra-credit rule and
 * grade chart, reimplemented from its published rules (github:mdn/mdn-http-observatory, release
 * v1.6.3: src/analyzer/tests/*.js, src/analyzer/cspParser.js, src/grader/charts.js,
 * src/scanner/index.js; MDN "HTTP Observatory: Tests and scoring").
 *
 * Why not the package itself: its install step downloads the HSTS preload list and the public
 * suffix list, and it needs PostgreSQL's native client (docs/decisions/0011).
 *
 * What differs from a live scan, by necessity (everything else follows the source):
 * - No network: no host is in the HSTS preload list (the "preloaded" results never apply, as for
 *   a domain that has not been submitted yet), and the registrable domain of a script URL is its
 *   last two labels (the Observatory asks the public suffix list).
 * - The HTML is scanned for `<script>` and `<meta>` tags with a small tag reader (the Observatory
 *   uses htmlparser2); enough for a built page shell.
 * - Certificates are taken as valid (the deployment's).
 * The npm registry's newest version is 1.4.8; it scored `X-Frame-Options: SAMEORIGIN|DENY` 0 instead
 * of 5 and did not split a CSP header at commas. Neither applies to our headers.
 */

/** One header line as sent (name, value), in order; repeated names are repeated lines. */
export type HeaderLine = readonly [name: string, value: string];

export interface HttpResponse {
  status: number;
  headers: readonly HeaderLine[];
  /** The body (read for HTML pages: Subresource Integrity and `<meta http-equiv>`). */
  body?: string;
}

/** One step of the redirect chain of the scan's `http://` request. */
export interface RedirectHop {
  url: string;
  status: number;
}

export interface ScanInput {
  /** The final https URL scanned. */
  url: string;
  /** Its response. */
  response: HttpResponse;
  /**
   * The `http://` request to the same host and path and the redirects it followed, first hop
   * included; null when nothing answers on port 80.
   */
  httpRoute: readonly RedirectHop[] | null;
  /** The answer to the CORS preflight (`OPTIONS` with `Origin: CORS_ORIGIN`), if any. */
  preflight: HttpResponse | null;
}

/** The `Origin` the Observatory sends in its CORS preflight (its `retriever.corsOrigin`). */
export const CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** Every result a test can give, its score modifier and a short description. */
export const SCORE_TABLE = {
  // Content Security Policy
  'csp-implemented-with-no-unsafe-default-src-none': [
    10,
    "CSP with default-src 'none', no unsafe sources",
  ],
  'csp-implemented-with-no-unsafe': [5, "CSP without 'unsafe-inline' or 'unsafe-eval'"],
  'csp-implemented-with-unsafe-inline-in-style-src-only': [
    0,
    'CSP with unsafe sources in style-src only',
  ],
  'csp-implemented-with-insecure-scheme-in-passive-content-only': [
    -10,
    'CSP allows images or media over http',
  ],
  'csp-implemented-with-unsafe-eval': [-10, "CSP allows 'unsafe-eval'"],
  'csp-implemented-with-unsafe-inline': [
    -20,
    "CSP allows 'unsafe-inline', data: or broad sources for scripts or objects",
  ],
  'csp-implemented-with-insecure-scheme': [-20, 'CSP allows resources over http'],
  'csp-header-invalid': [-25, 'CSP cannot be parsed'],
  'csp-not-implemented': [-25, 'no CSP'],
  'csp-not-implemented-but-reporting-enabled': [-25, 'CSP in report-only mode only'],
  'csp-implemented-but-duplicate-directives': [0, 'CSP with duplicate report directives'],
  // Cookies
  'cookies-secure-with-httponly-sessions-and-samesite': [
    5,
    'cookies Secure, sessions HttpOnly, SameSite set',
  ],
  'cookies-secure-with-httponly-sessions': [0, 'cookies Secure, sessions HttpOnly'],
  'cookies-not-found': [0, 'no cookies'],
  'cookies-without-secure-flag-but-protected-by-hsts': [
    -5,
    'cookies without Secure (HSTS protects them)',
  ],
  'cookies-session-without-secure-flag-but-protected-by-hsts': [
    -10,
    'session cookie without Secure (HSTS protects it)',
  ],
  'cookies-without-secure-flag': [-20, 'cookies without Secure'],
  'cookies-samesite-flag-invalid': [-20, 'cookies with an invalid SameSite'],
  'cookies-anticsrf-without-samesite-flag': [-20, 'anti-CSRF cookie without SameSite'],
  'cookies-session-without-httponly-flag': [-30, 'session cookie without HttpOnly'],
  'cookies-session-without-secure-flag': [-40, 'session cookie without Secure'],
  // Cross-origin resource sharing
  'cross-origin-resource-sharing-not-implemented': [0, 'no CORS'],
  'cross-origin-resource-sharing-implemented-with-public-access': [0, 'CORS: public'],
  'cross-origin-resource-sharing-implemented-with-restricted-access': [
    0,
    'CORS: restricted to given origins',
  ],
  'cross-origin-resource-sharing-implemented-with-universal-access': [
    -50,
    'CORS: any origin, with credentials',
  ],
  // Redirection
  'redirection-all-redirects-preloaded': [0, 'every redirect host is HSTS-preloaded'],
  'redirection-to-https': [0, 'http redirects to https on the same host'],
  'redirection-not-needed-no-http': [0, 'nothing answers on http'],
  'redirection-off-host-from-http': [-5, 'http redirects to another host first'],
  'redirection-not-to-https-on-initial-redirection': [-10, 'http redirects to http first'],
  'redirection-not-to-https': [-20, 'redirects, but not to https'],
  'redirection-missing': [-20, 'http does not redirect to https'],
  'redirection-invalid-cert': [-20, 'invalid certificate during redirection'],
  // Referrer-Policy
  'referrer-policy-private': [5, 'Referrer-Policy private'],
  'referrer-policy-not-implemented': [0, 'no Referrer-Policy'],
  'referrer-policy-unsafe': [-5, 'Referrer-Policy unsafe'],
  'referrer-policy-header-invalid': [-5, 'Referrer-Policy invalid'],
  // Strict-Transport-Security
  'hsts-preloaded': [5, 'HSTS preloaded'],
  'hsts-implemented-max-age-at-least-six-months': [0, 'HSTS max-age >= six months'],
  'hsts-implemented-max-age-less-than-six-months': [-10, 'HSTS max-age < six months'],
  'hsts-not-implemented': [-20, 'no HSTS'],
  'hsts-header-invalid': [-20, 'HSTS invalid'],
  'hsts-not-implemented-no-https': [-20, 'no https'],
  'hsts-invalid-cert': [-20, 'invalid certificate'],
  // Subresource Integrity
  'sri-implemented-and-all-scripts-loaded-securely': [5, 'SRI, all scripts from the same site'],
  'sri-implemented-and-external-scripts-loaded-securely': [5, 'SRI, external scripts over https'],
  'sri-not-implemented-response-not-html': [0, 'not HTML'],
  'sri-not-implemented-but-no-scripts-loaded': [0, 'no scripts'],
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': [
    0,
    'no SRI, all scripts from the same site',
  ],
  'sri-not-implemented-but-external-scripts-loaded-securely': [-5, 'no SRI on external scripts'],
  'sri-implemented-but-external-scripts-not-loaded-securely': [
    -20,
    'SRI, but external scripts over http',
  ],
  'sri-not-implemented-and-external-scripts-not-loaded-securely': [
    -50,
    'no SRI, external scripts over http',
  ],
  // X-Content-Type-Options
  'x-content-type-options-nosniff': [0, 'nosniff'],
  'x-content-type-options-not-implemented': [-5, 'no X-Content-Type-Options'],
  'x-content-type-options-header-invalid': [-5, 'X-Content-Type-Options invalid'],
  // X-Frame-Options
  'x-frame-options-implemented-via-csp': [5, 'framing limited by CSP frame-ancestors'],
  'x-frame-options-sameorigin-or-deny': [5, 'X-Frame-Options SAMEORIGIN or DENY'],
  'x-frame-options-allow-from-origin': [0, 'X-Frame-Options ALLOW-FROM'],
  'x-frame-options-not-implemented': [-20, 'framing not limited'],
  'x-frame-options-header-invalid': [-20, 'X-Frame-Options invalid'],
  // Cross-Origin-Resource-Policy
  'corp-header-invalid': [-5, 'Cross-Origin-Resource-Policy invalid'],
  'corp-implemented-with-cross-origin': [0, 'CORP cross-origin'],
  'corp-implemented-with-same-origin': [10, 'CORP same-origin'],
  'corp-implemented-with-same-site': [10, 'CORP same-site'],
  'corp-not-implemented': [0, 'no CORP'],
  // Generic
  'html-not-parseable': [-20, 'HTML cannot be parsed'],
} as const satisfies Record<string, readonly [number, string]>;

export type Expectation = keyof typeof SCORE_TABLE;

export type TestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

export interface TestResult {
  name: TestName;
  result: Expectation;
  pass: boolean;
  modifier: number;
}

export type Grade =
  'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F';

export interface ScanResult {
  score: number;
  grade: Grade;
  tests: TestResult[];
  /**
   * Why the Observatory would refuse to grade this response (it grades 2xx, 3xx, 401 and 403
   * only), or null. The headers are still scored.
   */
  refused: string | null;
}

/** Bonuses count only when the score without them is at least this (an A). */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** The grade chart: the grade of each multiple of 5 up to 100. */
const GRADE_CHART: ReadonlyArray<readonly [number, Grade]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** The Observatory's grade for a score (at least 0; anything from 100 up is an A+). */
export function gradeFor(score: number): { score: number; grade: Grade } {
  const s = Math.max(score, 0);
  const key = Math.min(s - (s % 5), 100);
  const grade = GRADE_CHART.find(([min]) => key >= min)?.[1] ?? 'F';
  return { score: s, grade };
}

// --- headers ------------------------------------------------------------------------------------

/** Headers Node's HTTP client keeps once (the first) when a response repeats them. */
const SINGLE_VALUED = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

/**
 * A header's values as the Observatory sees them through Node's HTTP client: a repeated header
 * is joined with ", " into one value (so two HSTS or nosniff lines become one invalid value),
 * except Set-Cookie (one value per line) and the single-valued headers (the first line wins).
 */
export function headerValues(response: HttpResponse | null, name: string): string[] {
  if (!response) return [];
  const lc = name.toLowerCase();
  const values = response.headers.filter(([n]) => n.toLowerCase() === lc).map(([, v]) => v);
  if (values.length === 0) return [];
  if (lc === 'set-cookie') return values;
  if (SINGLE_VALUED.has(lc)) return [values[0]!];
  return [values.join(', ')];
}

const firstHeader = (response: HttpResponse | null, name: string): string | null =>
  headerValues(response, name)[0] ?? null;

// --- HTML ---------------------------------------------------------------------------------------

type Attributes = Record<string, string>;

const decodeEntities = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attributes of every `<tag ...>` start tag in the HTML (names lower-cased). */
export function collectElements(html: string, tag: string): Attributes[] {
  const out: Attributes[] = [];
  // Comments hide tags.
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  const start = new RegExp(`<${tag}(?=[\\s/>])([^>]*)>`, 'gi');
  for (const m of text.matchAll(start)) {
    const attrs: Attributes = {};
    const attr = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
    for (const a of (m[1] ?? '').matchAll(attr)) {
      const name = a[1]!.toLowerCase();
      if (!(name in attrs)) attrs[name] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    }
    out.push(attrs);
  }
  return out;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const mimeOf = (response: HttpResponse): string =>
  (firstHeader(response, 'content-type') ?? '').split(';')[0]!;

/** `<meta http-equiv="Content-Security-Policy">` and `<meta name="referrer">`, as the scanner reads them. */
function httpEquiv(response: HttpResponse): Map<string, string[]> {
  const map = new Map<string, string[]>([['content-security-policy', []]]);
  if (!HTML_TYPES.has(mimeOf(response)) || !response.body) return map;
  for (const meta of collectElements(response.body, 'meta')) {
    if ('http-equiv' in meta && 'content' in meta) {
      if (meta['http-equiv']!.trim().toLowerCase() === 'content-security-policy' && meta.content)
        map.get('content-security-policy')!.push(meta.content);
    } else if (meta.name?.trim().toLowerCase() === 'referrer' && meta.content) {
      map.set('referrer-policy', [meta.content]);
    }
  }
  return map;
}

// --- Content Security Policy ----------------------------------------------------------------------

const DUPLICATE_WARNINGS = '_duplicate_warnings';
const ALLOWED_DUPLICATES = new Set(['report-uri', 'report-to']);
const DISALLOWED_IN_META = ['frame-ancestors', 'report-uri', 'sandbox'];

interface SourceEntry {
  source: string;
  index: number;
  keep: boolean;
}

/** Path prefix match between two sources of different policies (both must allow a source). */
function pathPartMatch(a: string, b: string): boolean {
  if (a.length === 0) return true;
  if (a === '/' && b.length === 0) return true;
  const exact = !a.endsWith('/');
  const listA = a.split('/');
  const listB = b.split('/');
  if (listA.length > listB.length) return false;
  if (exact && listA.length !== listB.length) return false;
  if (!exact) listA.pop();
  return listA.every((piece, i) => {
    try {
      return decodeURIComponent(piece) === decodeURIComponent(listB[i]!);
    } catch {
      return false;
    }
  });
}

const compareSources = new Intl.Collator('en').compare;

/**
 * Parses a list of policies into directive -> sources (lower-cased). Several policies intersect:
 * a source is kept when every policy allows it. A repeated directive in one policy throws
 * (except report-uri/report-to, recorded under DUPLICATE_WARNINGS); an empty `*-src` is 'none'.
 */
export function parseCsp(policies: readonly string[]): Map<string, Set<string>> {
  const clean = policies.map((p) => p.replace(/[\r\n]/g, '').trim());
  if (clean.length === 0) return new Map();
  for (const p of clean)
    if (p.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${p}`);

  const csp = new Map<string, SourceEntry[]>();
  const duplicates = new Set<string>();
  clean.forEach((policy, policyIndex) => {
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [directiveRaw, ...values] = entry.trim().split(/\s+/);
      if (!directiveRaw) continue;
      const directive = directiveRaw.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATES.has(directive)) throw new Error(`Duplicate directive ${directive}`);
        duplicates.add(directive);
      } else seen.add(directive);

      const keep = policyIndex === 0;
      const entries: SourceEntry[] =
        values.length > 0
          ? values.map((v) => ({ source: v.trim().toLocaleLowerCase(), index: policyIndex, keep }))
          : directive.endsWith('-src')
            ? [{ source: "'none'", index: policyIndex, keep }]
            : [];
      const combined =
        policyIndex === 0 ? [...entries] : [...(csp.get(directive) ?? []), ...entries];
      combined.sort((x, y) => compareSources(x.source, y.source));
      for (let i = 1; i < combined.length; i++) {
        const cur = combined[i]!;
        const prev = combined[i - 1]!;
        if (cur.index === prev.index && cur.source.startsWith(prev.source)) cur.keep = false;
        if (cur.index !== prev.index && pathPartMatch(prev.source, cur.source)) cur.keep = true;
      }
      csp.set(
        directive,
        combined.filter((s) => s.keep),
      );
      if (policyIndex === 0 && policies.length > 1)
        for (const s of csp.get(directive) ?? []) s.keep = false;
    }
  });
  const out = new Map<string, Set<string>>(
    [...csp].map(([d, sources]) => [
      d,
      sources.length > 0 ? new Set(sources.map((s) => s.source)) : new Set(["'none'"]),
    ]),
  );
  if (duplicates.size > 0) out.set(DUPLICATE_WARNINGS, duplicates);
  return out;
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const BROAD_OR_UNSAFE_INLINE = new Set([...DANGEROUSLY_BROAD, "'unsafe-inline'", 'data:']);
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

const hasNonceOrHash = (sources: Iterable<string>): boolean =>
  [...sources].some((s) => NONCES_HASHES.some((p) => s.startsWith(p)));
const insecure = (s: string): boolean => s.startsWith('http:') || s.startsWith('ftp:');

/**
 * What the CSP test reports besides its result (the Observatory's `policy`; only the result is
 * scored): each flag true when the policy has that property.
 */
export interface CspPolicy {
  /** frame-ancestors (header only) set and not broad. */
  antiClickjacking: boolean;
  defaultNone: boolean;
  insecureBaseUri: boolean;
  insecureFormAction: boolean;
  insecureSchemeActive: boolean;
  insecureSchemePassive: boolean;
  strictDynamic: boolean;
  unsafeEval: boolean;
  unsafeInline: boolean;
  unsafeInlineStyle: boolean;
  unsafeObjects: boolean;
}

export interface CspOutcome {
  result: Expectation;
  pass: boolean;
  /** The parsed policy (directive -> sources), null when there is none or it cannot be parsed. */
  directives: Map<string, Set<string>> | null;
  policy: CspPolicy | null;
}

export function contentSecurityPolicyTest(input: ScanInput): CspOutcome {
  const response = input.response;
  const split = (values: string[]) => values.flatMap((v) => v.split(',').map((s) => s.trim()));
  const httpPolicies = split(headerValues(response, 'content-security-policy'));
  const metaPolicies = split(httpEquiv(response).get('content-security-policy') ?? []);
  const fail = (result: Expectation): CspOutcome => ({
    result,
    pass: false,
    directives: null,
    policy: null,
  });

  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp([...httpPolicies, ...metaPolicies]);
  } catch {
    return fail('csp-header-invalid');
  }
  let httpOnly: Map<string, Set<string>>;
  try {
    httpOnly = parseCsp(httpPolicies);
  } catch {
    httpOnly = new Map();
  }
  let meta: Map<string, Set<string>>;
  try {
    meta = parseCsp(metaPolicies);
    for (const d of DISALLOWED_IN_META) meta.delete(d);
  } catch {
    meta = new Map();
  }
  if (httpOnly.size + meta.size === 0) {
    return fail(
      firstHeader(response, 'content-security-policy-report-only')
        ? 'csp-not-implemented-but-reporting-enabled'
        : 'csp-not-implemented',
    );
  }

  let result: Expectation | null = null;
  const https = new URL(input.url).protocol === 'https:';
  const star = () => new Set(['*']);
  const baseUri = csp.get('base-uri') ?? star();
  // frame-ancestors counts only from the header (a meta policy cannot set it).
  const frameAncestors = httpOnly.get('frame-ancestors') ?? star();
  const formAction = csp.get('form-action') ?? star();
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? star();
  // The same Set objects as in `csp`, as in the Observatory: the removals below show everywhere.
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? star();
  const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? star();

  // A nonce or hash makes 'unsafe-inline' ignored.
  for (const list of [scriptSrc, styleSrc])
    if (hasNonceOrHash(list) && list.has("'unsafe-inline'")) list.delete("'unsafe-inline'");

  // 'strict-dynamic' with a nonce or hash: scheme and host sources, 'self' and 'unsafe-inline'
  // are ignored. Without a nonce or hash, the policy is invalid.
  let strictDynamic = false;
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const s of [...scriptSrc])
      if (
        [...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) ||
        s === "'self'" ||
        s === "'unsafe-inline'"
      )
        scriptSrc.delete(s);
    strictDynamic = true;
  } else if (scriptSrc.has("'strict-dynamic'")) result ??= 'csp-header-invalid';

  const active = [...csp]
    .filter(([d]) => !PASSIVE_DIRECTIVES.includes(d) && d !== 'script-src')
    .flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passive = PASSIVE_DIRECTIVES.flatMap((d) => [
    ...(csp.get(d) ?? csp.get('default-src') ?? new Set<string>()),
  ]);

  const unsafeInline =
    [...scriptSrc].some((s) => BROAD_OR_UNSAFE_INLINE.has(s)) ||
    [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s));
  if (unsafeInline) result ??= 'csp-implemented-with-unsafe-inline';
  const insecureSchemeActive = https && active.some(insecure);
  if (insecureSchemeActive) result ??= 'csp-implemented-with-insecure-scheme';
  const unsafeEval = scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'");
  if (unsafeEval) result ??= 'csp-implemented-with-unsafe-eval';
  const insecureSchemePassive = https && passive.some(insecure);
  if (insecureSchemePassive)
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  const unsafeInlineStyle = [...styleSrc].some((s) => BROAD_OR_UNSAFE_INLINE.has(s));
  if (unsafeInlineStyle) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  const defaultNone = !!defaultSrc?.has("'none'") && defaultSrc.size === 1;
  result ??= defaultNone
    ? 'csp-implemented-with-no-unsafe-default-src-none'
    : 'csp-implemented-with-no-unsafe';

  const policy: CspPolicy = {
    antiClickjacking: ![...frameAncestors].some((s) => DANGEROUSLY_BROAD.has(s)),
    defaultNone,
    insecureBaseUri: [...baseUri].some((s) => BROAD_OR_UNSAFE_INLINE.has(s)),
    insecureFormAction: [...formAction].some((s) => DANGEROUSLY_BROAD.has(s)),
    insecureSchemeActive,
    insecureSchemePassive,
    strictDynamic,
    unsafeEval,
    unsafeInline,
    unsafeInlineStyle,
    unsafeObjects: [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s)),
  };
  const pass = (
    [
      'csp-implemented-with-no-unsafe',
      'csp-implemented-with-no-unsafe-default-src-none',
      'csp-implemented-with-unsafe-inline-in-style-src-only',
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    ] as Expectation[]
  ).includes(result);
  if (pass && csp.has(DUPLICATE_WARNINGS)) result = 'csp-implemented-but-duplicate-directives';
  csp.delete(DUPLICATE_WARNINGS);
  return { result, pass, directives: csp, policy };
}

// --- the other tests ------------------------------------------------------------------------------

/** A Set-Cookie line as a cookie jar keeps it. */
interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

function parseSetCookie(line: string): Cookie | null {
  const [pair, ...attrs] = line.split(';');
  const eq = pair?.indexOf('=') ?? -1;
  const name = (eq >= 0 ? pair!.slice(0, eq) : '').trim();
  if (!name) return null;
  const cookie: Cookie = { name, secure: false, httpOnly: false, sameSite: null };
  for (const a of attrs) {
    const [k = '', v = ''] = a.split('=');
    const key = k.trim().toLowerCase();
    if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite') {
      const value = v.trim().toLowerCase();
      if (['strict', 'lax', 'none'].includes(value)) cookie.sameSite = value;
    }
  }
  return cookie;
}

function invalidSameSite(line: string): boolean {
  return line
    .trim()
    .split(';')
    .some((part) => {
      const [k, v] = part.trim().split('=');
      if (!k || k.trim().toLowerCase() !== 'samesite') return false;
      return !v || !['lax', 'strict', 'none'].includes(v.trim().toLowerCase());
    });
}

/** The worse of two results, by their order in `order` (best first). */
const worse = <T>(next: T, current: T | null, order: readonly T[]): T =>
  current === null || order.indexOf(next) > order.indexOf(current) ? next : current;

function cookiesTest(input: ScanInput, hstsPass: boolean): Expectation {
  const order: Expectation[] = [
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ];
  const lines = headerValues(input.response, 'set-cookie');
  let result: Expectation | null = null;
  for (const line of lines)
    if (invalidSameSite(line)) result = worse('cookies-samesite-flag-invalid', result, order);
  const cookies = lines.map(parseSetCookie).filter((c): c is Cookie => c !== null);
  if (cookies.length === 0) return 'cookies-not-found';
  let missingSameSite = false;
  for (const c of cookies) {
    const lc = c.name.toLowerCase();
    const session = lc.includes('login') || lc.includes('sess');
    if (!c.secure && c.sameSite === 'none')
      result = worse('cookies-samesite-flag-invalid', result, order);
    if (!c.secure)
      result = worse(
        hstsPass
          ? 'cookies-without-secure-flag-but-protected-by-hsts'
          : 'cookies-without-secure-flag',
        result,
        order,
      );
    if (lc.includes('csrf') && !c.sameSite)
      result = worse('cookies-anticsrf-without-samesite-flag', result, order);
    if (session && !c.secure)
      result = worse(
        hstsPass
          ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'cookies-session-without-secure-flag',
        result,
        order,
      );
    if (session && !c.httpOnly)
      result = worse('cookies-session-without-httponly-flag', result, order);
    if (!c.sameSite) missingSameSite = true;
  }
  return (
    result ??
    (missingSameSite
      ? 'cookies-secure-with-httponly-sessions'
      : 'cookies-secure-with-httponly-sessions-and-samesite')
  );
}

function corsTest(input: ScanInput): Expectation {
  const acao = firstHeader(input.preflight, 'access-control-allow-origin');
  if (!input.preflight || !acao) return 'cross-origin-resource-sharing-not-implemented';
  if (acao.slice(0, 256).trim().toLowerCase() === '*')
    return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = firstHeader(input.preflight, 'access-control-allow-credentials');
  if (acao === CORS_ORIGIN && credentials?.trim().toLowerCase() === 'true')
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

function redirectionTest(input: ScanInput): Expectation {
  const route = input.httpRoute;
  if (!route) return 'redirection-not-needed-no-http';
  // No host is in the HSTS preload list offline, so 'all redirects preloaded' never applies.
  if (route.length === 1) return 'redirection-missing';
  const urls = route.map((r) => new URL(r.url));
  if (urls.at(-1)!.protocol !== 'https:') return 'redirection-not-to-https';
  if (urls[1]!.protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (urls[0]!.protocol === 'http:' && urls[0]!.hostname !== urls[1]!.hostname)
    return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

const GOOD_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const BAD_REFERRER = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
];

function referrerPolicyTest(input: ScanInput): Expectation {
  const values = [
    ...headerValues(input.response, 'referrer-policy'),
    ...(httpEquiv(input.response).get('referrer-policy') ?? []),
  ];
  if (values.length === 0) return 'referrer-policy-not-implemented';
  // The last valid policy wins.
  const policy =
    values
      .join(', ')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter((v) => GOOD_REFERRER.includes(v) || BAD_REFERRER.includes(v))
      .at(-1) ?? '';
  if (GOOD_REFERRER.includes(policy)) return 'referrer-policy-private';
  if (BAD_REFERRER.includes(policy)) return 'referrer-policy-unsafe';
  return 'referrer-policy-header-invalid';
}

/** HSTS max-age the Observatory accepts as six months (15552000 s, "a white lie"). */
const SIX_MONTHS = 15_552_000;

export interface HstsPolicy {
  maxAge: number | null;
  includeSubDomains: boolean;
  preload: boolean;
}

/** The HSTS header's parameters, or null when it cannot be read (repeated, or no max-age). */
export function parseHsts(header: string): HstsPolicy | null {
  const data = header.slice(0, 1024);
  if (data.includes(',')) return null;
  const policy: HstsPolicy = { maxAge: null, includeSubDomains: false, preload: false };
  for (const p of data.split(';').map((s) => s.trim().toLowerCase())) {
    if (p.startsWith('max-age=')) policy.maxAge = Number.parseInt(p.slice(8, 128), 10);
    else if (p === 'includesubdomains') policy.includeSubDomains = true;
    else if (p === 'preload') policy.preload = true;
  }
  return policy.maxAge === null ? null : policy;
}

function hstsTest(input: ScanInput): Expectation {
  const header = headerValues(input.response, 'strict-transport-security')[0];
  if (header === undefined) return 'hsts-not-implemented';
  const policy = parseHsts(header);
  if (!policy) return 'hsts-header-invalid';
  // NaN (max-age=abc) compares false, as in the Observatory.
  return (policy.maxAge ?? 0) < SIX_MONTHS
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

/** The registrable domain, offline: the last two labels (the Observatory asks the public suffix list). */
const registrableDomain = (hostname: string): string => hostname.split('.').slice(-2).join('.');

function sriTest(input: ScanInput): Expectation {
  const order: Expectation[] = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  const mime = mimeOf(input.response);
  if (mime && !HTML_TYPES.has(mime)) return 'sri-not-implemented-response-not-html';
  const scripts = collectElements(input.response.body ?? '', 'script');
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const page = new URL(input.url);
  let result: Expectation | null = null;
  let foreign = false;
  for (const script of scripts) {
    const src = script.src;
    if (!src) continue;
    const integrity = script.integrity || null;
    const protocolRelative = /^\/\/[^/]/.test(src);
    const fullUrl = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !fullUrl;
    const sameSite = protocolRelative
      ? true
      : fullUrl
        ? registrableDomain(new URL(src).hostname) === registrableDomain(page.hostname)
        : true;
    const secureOrigin = relative || (sameSite && !protocolRelative);
    if (!secureOrigin) foreign = true;
    const scheme = fullUrl ? new URL(src).protocol : null;
    const secureScheme = scheme === 'https:' || (relative && page.protocol === 'https:');
    if (!secureOrigin) {
      if (integrity && !secureScheme)
        result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result, order);
      else if (!integrity && secureScheme)
        result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result, order);
      else if (!integrity)
        result = worse(
          'sri-not-implemented-and-external-scripts-not-loaded-securely',
          result,
          order,
        );
    } else if (integrity && secureScheme && result === null) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  return (
    result ??
    (foreign
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
  );
}

function xContentTypeOptionsTest(input: ScanInput): Expectation {
  const header = firstHeader(input.response, 'x-content-type-options');
  if (!header) return 'x-content-type-options-not-implemented';
  return header.slice(0, 256).trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function xFrameOptionsTest(input: ScanInput, csp: CspOutcome): Expectation {
  // frame-ancestors in the CSP header supersedes X-Frame-Options.
  if (csp.directives?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const header = firstHeader(input.response, 'x-frame-options');
  if (!header) return 'x-frame-options-not-implemented';
  const xfo = header.slice(0, 1024).trim().toLowerCase();
  if (xfo === 'deny' || xfo === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  if (xfo.startsWith('allow-from')) return 'x-frame-options-allow-from-origin';
  return 'x-frame-options-header-invalid';
}

function corpTest(input: ScanInput): Expectation {
  const header = firstHeader(input.response, 'cross-origin-resource-policy');
  if (!header) return 'corp-not-implemented';
  const value = header.slice(0, 256).trim().toLowerCase();
  if (value === 'same-site') return 'corp-implemented-with-same-site';
  if (value === 'same-origin') return 'corp-implemented-with-same-origin';
  if (value === 'cross-origin') return 'corp-implemented-with-cross-origin';
  return 'corp-header-invalid';
}

/** The results each test counts as a pass (the Observatory's `pass` flags). */
const PASSING: Record<TestName, readonly Expectation[]> = {
  'content-security-policy': [],
  cookies: [
    'cookies-not-found',
    'cookies-secure-with-httponly-sessions-and-samesite',
    'cookies-secure-with-httponly-sessions',
  ],
  'cross-origin-resource-sharing': [
    'cross-origin-resource-sharing-not-implemented',
    'cross-origin-resource-sharing-implemented-with-public-access',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
  ],
  redirection: [
    'redirection-to-https',
    'redirection-not-needed-no-http',
    'redirection-all-redirects-preloaded',
  ],
  'referrer-policy': ['referrer-policy-private', 'referrer-policy-not-implemented'],
  'strict-transport-security': ['hsts-implemented-max-age-at-least-six-months', 'hsts-preloaded'],
  'subresource-integrity': [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ],
  'x-content-type-options': ['x-content-type-options-nosniff'],
  'x-frame-options': [
    'x-frame-options-allow-from-origin',
    'x-frame-options-sameorigin-or-deny',
    'x-frame-options-implemented-via-csp',
  ],
  'cross-origin-resource-policy': [
    'corp-not-implemented',
    'corp-implemented-with-same-site',
    'corp-implemented-with-same-origin',
    'corp-implemented-with-cross-origin',
  ],
};

const modifierOf = (e: Expectation): number => SCORE_TABLE[e][0];

/**
 * Runs every header test on one response and scores it as the Observatory does: 100, plus each
 * test's modifier; bonuses count only when the score with the penalties alone is at least 90.
 */
export function scan(input: ScanInput): ScanResult {
  const csp = contentSecurityPolicyTest(input);
  const hsts = hstsTest(input);
  const results: Array<[TestName, Expectation, boolean?]> = [
    ['content-security-policy', csp.result, csp.pass],
    ['cookies', cookiesTest(input, PASSING['strict-transport-security'].includes(hsts))],
    ['cross-origin-resource-sharing', corsTest(input)],
    ['redirection', redirectionTest(input)],
    ['referrer-policy', referrerPolicyTest(input)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(input)],
    ['x-content-type-options', xContentTypeOptionsTest(input)],
    ['x-frame-options', xFrameOptionsTest(input, csp)],
    ['cross-origin-resource-policy', corpTest(input)],
  ];
  const tests: TestResult[] = results.map(([name, result, pass]) => ({
    name,
    result,
    pass: pass ?? PASSING[name].includes(result),
    modifier: modifierOf(result),
  }));
  const withBonus = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const penaltiesOnly = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const { score, grade } = gradeFor(
    penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penaltiesOnly,
  );
  const status = input.response.status;
  const refused =
    status < 200 || (status >= 400 && status !== 401 && status !== 403)
      ? `the Observatory grades only 2xx, 3xx, 401 and 403 answers (this one is ${status})`
      : null;
  return { score, grade, tests, refused };
}
