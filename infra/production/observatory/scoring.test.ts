/**
 * The scorer against cases derived from the Observatory's published rules (its grade chart,
 * score table, extra-credit rule and test descriptions).
 */
import {
  contentSecurityPolicyTest,
  gradeFor,
  headerValues,
  parseCsp,
  scan,
  type HeaderLine,
  type ScanInput,
  type TestName,
} from './scoring';

const URL_ = 'https://site.example/';
const PAGE =
  '<!doctype html><html><head></head><body><script src="/main.js"></script></body></html>';

/** A response with these headers, scanned with http redirecting to https on the same host. */
function input(headers: HeaderLine[], o: Partial<ScanInput> & { body?: string } = {}): ScanInput {
  return {
    url: URL_,
    response: {
      status: 200,
      headers: [['Content-Type', 'text/html'], ...headers],
      body: o.body ?? PAGE,
    },
    httpRoute:
      o.httpRoute !== undefined
        ? o.httpRoute
        : [
            { url: 'http://site.example/', status: 301 },
            { url: URL_, status: 200 },
          ],
    preflight: o.preflight ?? null,
  };
}

const resultOf = (i: ScanInput, name: TestName): string =>
  scan(i).tests.find((t) => t.name === name)!.result;
const cspOf = (policy: string): string =>
  contentSecurityPolicyTest(input([['Content-Security-Policy', policy]])).result;

/** A good baseline: the modifiers sum to 0 without the CSP test. */
const BASE: HeaderLine[] = [
  ['Strict-Transport-Security', 'max-age=31536000'],
  ['X-Content-Type-Options', 'nosniff'],
];

describe('grades', () => {
  it('follow the grade chart (multiples of 5, A+ from 100, never below 0)', () => {
    const cases: Array<[number, string]> = [
      [135, 'A+'],
      [110, 'A+'],
      [100, 'A+'],
      [99, 'A'],
      [95, 'A'],
      [90, 'A'],
      [89, 'A-'],
      [85, 'A-'],
      [80, 'B+'],
      [75, 'B'],
      [70, 'B'],
      [65, 'B-'],
      [60, 'C+'],
      [55, 'C'],
      [50, 'C'],
      [45, 'C-'],
      [40, 'D+'],
      [35, 'D'],
      [30, 'D'],
      [25, 'D-'],
      [20, 'F'],
      [0, 'F'],
    ];
    for (const [score, grade] of cases)
      expect([score, gradeFor(score).grade]).toEqual([score, grade]);
    expect(gradeFor(-15)).toEqual({ score: 0, grade: 'F' });
  });
});

describe('scan', () => {
  it('scores a site with no security headers low', () => {
    const r = scan(
      input([], {
        httpRoute: [{ url: 'http://site.example/', status: 200 }],
        body: '<script src="http://cdn.other.example/x.js"></script>',
      }),
    );
    // -25 CSP, -20 redirection, -20 HSTS, -50 SRI (http script off-site), -5 nosniff, -20 framing.
    expect(r.score).toBe(0);
    expect(r.grade).toBe('F');
    expect(r.tests.filter((t) => !t.pass).map((t) => t.name)).toEqual([
      'content-security-policy',
      'redirection',
      'strict-transport-security',
      'subresource-integrity',
      'x-content-type-options',
      'x-frame-options',
    ]);
  });

  it('gives the bonuses only when the score without them is an A (90 or more)', () => {
    const bonuses: HeaderLine[] = [
      ['Referrer-Policy', 'no-referrer'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
    ];
    // Penalties -10 (unsafe-eval): 90, so the bonuses count: +5 referrer +10 CORP +5 frame-ancestors.
    const at90 = scan(
      input([
        ...BASE,
        ...bonuses,
        [
          'Content-Security-Policy',
          "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
        ],
      ]),
    );
    expect(at90.score).toBe(110);
    expect(at90.grade).toBe('A+');
    // Penalties -15 (-10 unsafe-eval, -5 invalid nosniff): 85, so none count.
    const at85 = scan(
      input([
        ['Strict-Transport-Security', 'max-age=31536000'],
        ['X-Content-Type-Options', 'sniff'],
        ...bonuses,
        [
          'Content-Security-Policy',
          "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
        ],
      ]),
    );
    expect(at85.score).toBe(85);
    expect(at85.grade).toBe('A-');
  });

  it('reaches the top score with every bonus', () => {
    const r = scan(
      input(
        [
          ...BASE,
          [
            'Content-Security-Policy',
            "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
          ],
          ['Referrer-Policy', 'strict-origin-when-cross-origin'],
          ['Cross-Origin-Resource-Policy', 'same-site'],
          ['Set-Cookie', 'id=1; Secure; HttpOnly; SameSite=Lax'],
        ],
        { body: '<script src="/a.js" integrity="sha384-x"></script>' },
      ),
    );
    // +10 CSP, +5 cookies, +5 referrer, +5 SRI, +5 frame-ancestors, +10 CORP.
    expect(r.score).toBe(140);
  });

  it('reports what the Observatory would refuse to grade (a 404)', () => {
    const i = input(BASE);
    expect(scan({ ...i, response: { ...i.response, status: 404 } }).refused).toMatch(/404/);
    expect(scan(i).refused).toBeNull();
  });
});

describe('Content Security Policy', () => {
  it('ranks policies as the Observatory does', () => {
    expect(cspOf("default-src 'none'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(cspOf("default-src 'self'")).toBe('csp-implemented-with-no-unsafe');
    expect(cspOf("default-src 'self'; style-src 'self' 'unsafe-inline'")).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
    expect(cspOf("default-src 'none'; img-src http:")).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    );
    expect(cspOf("default-src 'none'; script-src 'unsafe-eval'")).toBe(
      'csp-implemented-with-unsafe-eval',
    );
    expect(cspOf("default-src 'none'; script-src 'unsafe-inline'")).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    expect(cspOf("default-src 'none'; script-src https:")).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    expect(cspOf("default-src 'none'; object-src *")).toBe('csp-implemented-with-unsafe-inline');
    expect(cspOf("script-src 'self'")).toBe('csp-implemented-with-unsafe-inline'); // object-src open
    expect(cspOf("default-src 'self'; connect-src 'self' http://localhost:*")).toBe(
      'csp-implemented-with-insecure-scheme',
    );
    expect(cspOf("default-src 'none'; default-src 'self'")).toBe('csp-header-invalid');
    expect(cspOf("default-src 'none'; script-src 'strict-dynamic'")).toBe('csp-header-invalid');
    expect(contentSecurityPolicyTest(input([])).result).toBe('csp-not-implemented');
    expect(
      contentSecurityPolicyTest(
        input([['Content-Security-Policy-Report-Only', "default-src 'none'"]]),
      ).result,
    ).toBe('csp-not-implemented-but-reporting-enabled');
  });

  it("ignores 'unsafe-inline', 'self' and hosts next to a nonce with 'strict-dynamic'", () => {
    const r = contentSecurityPolicyTest(
      input([
        [
          'Content-Security-Policy',
          "default-src 'none'; script-src 'nonce-abc' 'strict-dynamic' 'unsafe-inline' 'self' https:",
        ],
      ]),
    );
    expect(r.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(r.policy?.strictDynamic).toBe(true);
    expect([...r.directives!.get('script-src')!]).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
  });

  it('reports framing, base-uri, form-action and objects (not scored)', () => {
    const open = contentSecurityPolicyTest(
      input([['Content-Security-Policy', "default-src 'self'"]]),
    );
    expect(open.policy).toMatchObject({
      antiClickjacking: false,
      insecureBaseUri: true,
      insecureFormAction: true,
      unsafeObjects: false,
    });
    const closed = contentSecurityPolicyTest(
      input([
        [
          'Content-Security-Policy',
          "default-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'",
        ],
      ]),
    );
    expect(closed.policy).toMatchObject({
      antiClickjacking: true,
      insecureBaseUri: false,
      insecureFormAction: false,
      unsafeObjects: false,
    });
  });

  it('keeps only what every policy allows when there are several', () => {
    const csp = parseCsp([
      'default-src https://a.example https://b.example',
      'default-src https://b.example',
    ]);
    expect([...csp.get('default-src')!]).toEqual(['https://b.example']);
  });

  it('reads a policy from <meta http-equiv>, without frame-ancestors', () => {
    const body =
      '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; frame-ancestors \'none\'">';
    const r = contentSecurityPolicyTest(input([], { body }));
    expect(r.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(r.policy?.antiClickjacking).toBe(false);
  });
});

describe('header tests', () => {
  it('joins a repeated header as Node does (two nosniff lines are invalid)', () => {
    const twice: HeaderLine[] = [
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Content-Type-Options', 'nosniff'],
    ];
    expect(headerValues({ status: 200, headers: twice }, 'x-content-type-options')).toEqual([
      'nosniff, nosniff',
    ]);
    expect(resultOf(input(twice), 'x-content-type-options')).toBe(
      'x-content-type-options-header-invalid',
    );
    // Two HSTS lines are one value with a comma: invalid.
    const hsts: HeaderLine[] = [
      ['Strict-Transport-Security', 'max-age=31536000'],
      ['Strict-Transport-Security', 'max-age=31536000'],
    ];
    expect(resultOf(input(hsts), 'strict-transport-security')).toBe('hsts-header-invalid');
  });

  it('reads HSTS max-age against six months', () => {
    const hsts = (v: string) =>
      resultOf(input([['Strict-Transport-Security', v]]), 'strict-transport-security');
    expect(hsts('max-age=15552000')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(hsts('max-age=15551999')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(hsts('includeSubDomains')).toBe('hsts-header-invalid');
    expect(resultOf(input([]), 'strict-transport-security')).toBe('hsts-not-implemented');
  });

  it('takes the last valid referrer policy', () => {
    const rp = (v: string) => resultOf(input([['Referrer-Policy', v]]), 'referrer-policy');
    expect(rp('no-referrer, unsafe-url')).toBe('referrer-policy-unsafe');
    expect(rp('unsafe-url, strict-origin-when-cross-origin, bogus')).toBe(
      'referrer-policy-private',
    );
    expect(rp('bogus')).toBe('referrer-policy-header-invalid');
    expect(resultOf(input([]), 'referrer-policy')).toBe('referrer-policy-not-implemented');
  });

  it('grades redirection from the http request', () => {
    const red = (route: ScanInput['httpRoute']) =>
      resultOf(input(BASE, { httpRoute: route }), 'redirection');
    expect(red(null)).toBe('redirection-not-needed-no-http');
    expect(red([{ url: 'http://site.example/', status: 200 }])).toBe('redirection-missing');
    expect(
      red([
        { url: 'http://site.example/', status: 301 },
        { url: 'https://www.site.example/', status: 200 },
      ]),
    ).toBe('redirection-off-host-from-http');
    expect(
      red([
        { url: 'http://site.example/', status: 301 },
        { url: 'http://www.site.example/', status: 301 },
        { url: 'https://www.site.example/', status: 200 },
      ]),
    ).toBe('redirection-not-to-https-on-initial-redirection');
  });

  it('grades CORS from the preflight', () => {
    const cors = (headers: HeaderLine[]) =>
      resultOf(
        input(BASE, { preflight: { status: 204, headers } }),
        'cross-origin-resource-sharing',
      );
    expect(cors([])).toBe('cross-origin-resource-sharing-not-implemented');
    expect(cors([['Access-Control-Allow-Origin', '*']])).toBe(
      'cross-origin-resource-sharing-implemented-with-public-access',
    );
    expect(cors([['Access-Control-Allow-Origin', 'https://www.site.example']])).toBe(
      'cross-origin-resource-sharing-implemented-with-restricted-access',
    );
    expect(
      cors([
        ['Access-Control-Allow-Origin', 'https://http-observatory.security.mozilla.org'],
        ['Access-Control-Allow-Credentials', 'true'],
      ]),
    ).toBe('cross-origin-resource-sharing-implemented-with-universal-access');
  });

  it('grades cookies', () => {
    const c = (line: string) => resultOf(input([...BASE, ['Set-Cookie', line]]), 'cookies');
    expect(resultOf(input(BASE), 'cookies')).toBe('cookies-not-found');
    expect(c('sessionid=1; Secure')).toBe('cookies-session-without-httponly-flag');
    expect(c('a=1')).toBe('cookies-without-secure-flag-but-protected-by-hsts');
    expect(c('a=1; Secure; SameSite=Bogus')).toBe('cookies-samesite-flag-invalid');
    expect(c('a=1; Secure')).toBe('cookies-secure-with-httponly-sessions');
  });

  it('grades Subresource Integrity from the page', () => {
    const sri = (body: string, type = 'text/html') =>
      scan({
        ...input(BASE),
        response: { status: 200, headers: [['Content-Type', type]], body },
      }).tests.find((t) => t.name === 'subresource-integrity')!.result;
    expect(sri(PAGE)).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sri('<p>no scripts</p>')).toBe('sri-not-implemented-but-no-scripts-loaded');
    expect(sri('{}', 'application/json')).toBe('sri-not-implemented-response-not-html');
    expect(sri('<script src="https://cdn.other.example/a.js"></script>')).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    );
    expect(sri('<script src="https://cdn.other.example/a.js" integrity="sha384-x"></script>')).toBe(
      'sri-implemented-and-external-scripts-loaded-securely',
    );
    expect(sri('<!-- <script src="http://x.example/a.js"></script> -->')).toBe(
      'sri-not-implemented-but-no-scripts-loaded',
    );
  });

  it('takes frame-ancestors for X-Frame-Options and grades CORP', () => {
    expect(resultOf(input([['X-Frame-Options', 'DENY']]), 'x-frame-options')).toBe(
      'x-frame-options-sameorigin-or-deny',
    );
    expect(
      resultOf(
        input([['Content-Security-Policy', "default-src 'self'; frame-ancestors 'self'"]]),
        'x-frame-options',
      ),
    ).toBe('x-frame-options-implemented-via-csp');
    expect(
      resultOf(
        input([['Cross-Origin-Resource-Policy', 'same-site']]),
        'cross-origin-resource-policy',
      ),
    ).toBe('corp-implemented-with-same-site');
    expect(
      resultOf(input([['Cross-Origin-Resource-Policy', 'nope']]), 'cross-origin-resource-policy'),
    ).toBe('corp-header-invalid');
  });
});
