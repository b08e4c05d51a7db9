/**
 * The nginx model: its rules on small configs (each was checked against Debian's nginx 1.22 by
 * hand), then the production config's behaviour.
 */
import { contentSecurityPolicy } from '../../serve/csp';
import {
  HOST,
  SAMPLE,
  STATIC,
  loadProductionModel,
  pageService,
  sampleFiles,
} from '../observatory/kinds';
import { parseCsp } from '../observatory/scoring';
import { parseConfigFile } from './config';
import {
  buildModel,
  render,
  type Files,
  type NginxResponse,
  type UpstreamAnswer,
  type UpstreamRequest,
} from './render';

/** A model of inline config files (`main` plus the files it includes, by name). */
function model(main: string, includes: Record<string, string> = {}) {
  const files: Record<string, string> = { main, ...includes };
  return buildModel(
    parseConfigFile(
      'main',
      (target) => target,
      (f) => {
        const text = files[f];
        if (text === undefined) throw new Error(`no file ${f}`);
        return text;
      },
    ),
  );
}

const FILES: Files = new Map([
  ['/srv/index.html', '<script src="/a.js"></script>'],
  ['/srv/a.js', 'js'],
  ['/srv/b.css', 'css'],
]);
const get = (m: ReturnType<typeof model>, url: string, method?: 'OPTIONS'): NginxResponse => {
  const r = render(m, { url, method }, { files: FILES, requestId: 'r1' });
  if (!r) throw new Error(`no server for ${url}`);
  return r;
};
const header = (r: NginxResponse, name: string): string | undefined =>
  r.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
/** Header names, without a static file's validators (the caching tests look at those). */
const names = (r: NginxResponse): string[] =>
  r.headers.map(([n]) => n).filter((n) => n !== 'Last-Modified' && n !== 'ETag');

describe('the nginx model', () => {
  it('drops the server add_header lines in a location that has its own', () => {
    const m = model(`
      server {
        listen 443; server_name s.example; root /srv;
        add_header A "server" always;
        add_header B "server" always;
        location = /a.js { add_header C "location" always; }
        location / { }
      }`);
    expect(names(get(m, 'https://s.example/a.js'))).toEqual(['Content-Type', 'C']);
    expect(names(get(m, 'https://s.example/b.css'))).toEqual(['Content-Type', 'A', 'B']);
  });

  it('takes an included file as the location own lines', () => {
    const m = model(
      `server { listen 443; root /srv; location / { include h.conf; add_header B 2 always; } }`,
      { 'h.conf': 'add_header A 1 always;' },
    );
    expect(names(get(m, 'https://x.example/a.js'))).toEqual(['Content-Type', 'A', 'B']);
  });

  it('adds a header without `always` to success and redirect answers only', () => {
    const m = model(`server { listen 443; root /srv; add_header A 1; add_header B 2 always; }`);
    expect(names(get(m, 'https://x.example/a.js'))).toEqual(['Content-Type', 'A', 'B']);
    expect(get(m, 'https://x.example/nope.js').status).toBe(404);
    expect(names(get(m, 'https://x.example/nope.js'))).toEqual(['Content-Type', 'B']);
  });

  it('matches locations as nginx does: =, then ^~, then regexes in order, then the longest prefix', () => {
    const m = model(`
      server {
        listen 443; root /srv;
        location / { return 200 "prefix /"; }
        location /static/ { return 200 "prefix /static/"; }
        location ^~ /pinned/ { return 200 "^~ /pinned/"; }
        location ~ \\.js$ { return 200 "regex js"; }
        location ~* \\.JS$ { return 200 "regex JS"; }
        location = /static/x.js { return 200 "exact"; }
      }`);
    const body = (p: string) => get(m, `https://x.example${p}`).body;
    expect(body('/static/x.js')).toBe('exact');
    expect(body('/static/y.js')).toBe('regex js');
    expect(body('/static/y.Js')).toBe('regex JS');
    expect(body('/pinned/y.js')).toBe('^~ /pinned/');
    expect(body('/static/y.css')).toBe('prefix /static/');
    expect(body('/y.css')).toBe('prefix /');
  });

  it('answers an error_page with the original status, once', () => {
    const m = model(`
      server {
        listen 443; root /srv;
        location = /index.html { add_header P page always; }
        location /a/ { error_page 404 /index.html; return 404; }
        location /b/ { error_page 404 = /index.html; return 404; }
        location /c/ { error_page 404 /missing.html; return 404; }
      }`);
    const a = get(m, 'https://x.example/a/x');
    expect([a.status, a.body, header(a, 'P')]).toEqual([404, FILES.get('/srv/index.html'), 'page']);
    expect(get(m, 'https://x.example/b/x').status).toBe(200);
    // The error page is missing: nginx's own 404 page (no second error_page).
    expect(get(m, 'https://x.example/c/x').body).toContain('404 Not Found');
  });

  it('reads if conditions with their parentheses, rewrites and internal locations', () => {
    const m = model(`
      map $uri $known { default 0; "~^/ok" 1; }
      server {
        listen 443; root /srv;
        location = /index.html { internal; }
        location / {
          if ($known = 0) { return 404; }
          rewrite ^ /index.html last;
        }
      }`);
    expect(get(m, 'https://x.example/ok/1').status).toBe(200);
    expect(get(m, 'https://x.example/other').status).toBe(404);
    // An internal location is not reachable from outside.
    expect(get(m, 'https://x.example/index.html').status).toBe(404);
  });

  it('computes a map once per request (its value survives an internal redirect)', () => {
    const m = model(`
      map $uri $first_uri { default $uri; }
      server {
        listen 443; root /srv;
        location = /index.html { add_header U $first_uri always; }
        location / { set $x $first_uri; rewrite ^ /index.html last; }
      }`);
    expect(header(get(m, 'https://x.example/page'), 'U')).toBe('/page');
  });

  it('serves files with try_files and refuses other methods than GET and HEAD', () => {
    const m = model(`server { listen 443; root /srv; location / { try_files $uri =404; } }`);
    const js = get(m, 'https://x.example/a.js');
    expect([js.status, header(js, 'Content-Type'), js.body]).toEqual([
      200,
      'application/javascript',
      'js',
    ]);
    expect(get(m, 'https://x.example/a.js', 'OPTIONS').status).toBe(405);
    expect(get(m, 'https://x.example/%61.js').status).toBe(200);
  });

  it('refuses a directive it does not model, with its place', () => {
    expect(() => model(`server { listen 443; location / { expires 1d; } }`)).toThrow(
      /main:1: "expires" in location context is not modeled/,
    );
    expect(() =>
      model(`server { listen 443; location / { if ($a) { add_header A 1; } } }`),
    ).toThrow(/"add_header" in if context/);
  });

  it('selects the server by port and name, the first one by default', () => {
    const m = model(`
      server { listen 80; server_name a.example; return 301 https://a.example$request_uri; }
      server { listen 80; server_name b.example; return 200 b; }
      server { listen 443; server_name a.example; return 200 a; }`);
    const r = get(m, 'http://a.example/x?y=1');
    expect([r.status, header(r, 'Location')]).toEqual([301, 'https://a.example/x?y=1']);
    expect(get(m, 'http://b.example/').body).toBe('b');
    expect(get(m, 'http://other.example/').status).toBe(301);
    expect(render(m, { url: 'https://a.example:8443/' }, { files: FILES })).toBeNull();
  });
});

describe('the nginx model: proxy_pass', () => {
  const proxy = model(`
    server { listen 443; server_name a.test; root /srv;
      location / {
        add_header X-Own "1" always;
        error_page 404 /index.html;
        error_page 502 504 = @down;
        proxy_hide_header X-Hidden;
        proxy_set_header Host $host;
        proxy_pass http://127.0.0.1:8600;
      }
      location @down { rewrite ^ /index.html last; }
      location = /index.html { add_header X-Shell "1"; }
    }`);
  const seen: UpstreamRequest[] = [];
  const upstream =
    (answer: UpstreamAnswer) =>
    (req: UpstreamRequest): UpstreamAnswer => {
      seen.push(req);
      return answer;
    };
  const via = (answer: UpstreamAnswer, url = 'https://a.test/p/q?x=1') =>
    render(
      proxy,
      { url, headers: { 'accept-encoding': 'br' } },
      {
        files: FILES,
        upstream: upstream(answer),
      },
    )!;

  it('passes the request URI as it came, with proxy_set_header lines', () => {
    via({ status: 200, headers: [], body: '' });
    expect(seen.at(-1)).toEqual({
      url: 'http://127.0.0.1:8600/p/q?x=1',
      method: 'GET',
      headers: { 'accept-encoding': 'br', host: 'a.test' },
    });
  });

  it('passes the answer on: its headers but hidden and hop-by-hop ones, then add_header', () => {
    const r = via({
      status: 200,
      headers: [
        ['Content-Type', 'text/html'],
        ['Content-Encoding', 'br'],
        ['X-Hidden', 'no'],
        ['Connection', 'keep-alive'],
        ['Content-Security-Policy', "default-src 'self'"],
      ],
      body: 'page',
    });
    expect(r.status).toBe(200);
    expect(r.body).toBe('page');
    expect(r.headers).toEqual([
      ['Content-Type', 'text/html'],
      ['Content-Encoding', 'br'],
      ['Content-Security-Policy', "default-src 'self'"],
      ['X-Own', '1'],
    ]);
  });

  it("passes the upstream's own errors on, without error_page", () => {
    const r = via({ status: 404, headers: [['Content-Type', 'text/html']], body: 'not found' });
    expect([r.status, r.body]).toEqual([404, 'not found']);
  });

  it('answers from error_page when the upstream is down (502) or slow (504)', () => {
    for (const answer of ['down', 'timeout'] as const) {
      const r = via(answer);
      expect([answer, r.status, r.body, header(r, 'X-Shell')]).toEqual([
        answer,
        200,
        FILES.get('/srv/index.html'),
        '1',
      ]);
    }
    // No upstream given: nothing listens there.
    expect(get(proxy, 'https://a.test/p').status).toBe(200);
  });
});

describe('the nginx model: validators, 304 and gzip (each checked against nginx 1.22)', () => {
  const files: Files = new Map([
    ['/srv/index.html', `<script src="/a.js"></script>${'<p>page</p>'.repeat(10)}`],
    ['/srv/a.js', 'console.log("a");'.repeat(10)],
    ['/srv/b.js', 'js'],
    ['/srv/c.txt', 'text'.repeat(10)],
    ['/srv/z.js', 'console.log("z");'.repeat(10)],
    ['/srv/z.js.gz', 'gzipped-z'],
  ]);
  const at = (
    m: ReturnType<typeof model>,
    p: string,
    headers: Record<string, string> = {},
    method?: 'HEAD',
  ): NginxResponse => {
    const r = render(m, { url: `https://x.example${p}`, headers, method }, { files });
    if (!r) throw new Error('no server');
    return r;
  };
  // MTIME, 2026-11-25 10:00:00 UTC: 0x6b06b1a0 seconds.
  const lm = 'Wed, 25 Nov 2026 10:00:00 GMT';
  const tagA = `"6b06b1a0-${(170).toString(16)}"`;

  it('gives a static file an ETag (mtime-size) and Last-Modified, none with `etag off`', () => {
    const m = model(`server { listen 443; root /srv; location /b.js { etag off; } }`);
    const a = at(m, '/a.js');
    expect([header(a, 'ETag'), header(a, 'Last-Modified')]).toEqual([tagA, lm]);
    const b = at(m, '/b.js');
    expect([header(b, 'ETag'), header(b, 'Last-Modified')]).toEqual([undefined, lm]);
    expect(
      header(get(model(`server { listen 443; return 200 "x"; }`), 'https://x.example/'), 'ETag'),
    ).toBe(undefined);
  });

  it('answers 304 when every condition sent holds, keeping the add_header lines', () => {
    const m = model(`server { listen 443; root /srv; add_header A 1; add_header B 2 always; }`);
    const not = at(m, '/a.js', { 'if-none-match': `W/${tagA}` });
    expect([not.status, not.body, names(not)]).toEqual([304, '', ['A', 'B']]);
    expect(header(not, 'ETag')).toBe(tagA);
    expect(at(m, '/a.js', { 'if-none-match': '*' }).status).toBe(304);
    expect(at(m, '/a.js', { 'if-none-match': '"other"' }).status).toBe(200);
    expect(at(m, '/a.js', { 'if-modified-since': lm }).status).toBe(304);
    // if_modified_since exact (the default): a later date is not a match.
    expect(at(m, '/a.js', { 'if-modified-since': 'Wed, 25 Nov 2026 11:00:00 GMT' }).status).toBe(
      200,
    );
    // Both present: both must hold.
    expect(at(m, '/a.js', { 'if-modified-since': lm, 'if-none-match': '"other"' }).status).toBe(
      200,
    );
    expect(at(m, '/a.js', { 'if-none-match': tagA }, 'HEAD').status).toBe(304);
  });

  it('reads if_modified_since before and off', () => {
    const later = { 'if-modified-since': 'Wed, 25 Nov 2026 11:00:00 GMT' };
    const before = model(`server { listen 443; root /srv; if_modified_since before; }`);
    expect(at(before, '/a.js', later).status).toBe(304);
    const off = model(`server { listen 443; root /srv; if_modified_since off; }`);
    expect(at(off, '/a.js', { 'if-modified-since': lm }).status).toBe(200);
    expect(at(off, '/a.js', { 'if-none-match': tagA }).status).toBe(304);
  });

  it('drops the validators of what sub_filter rewrites, after the not-modified check', () => {
    const m = model(`server { listen 443; root /srv; sub_filter '<script ' '<script n="1" '; }`);
    const page = at(m, '/index.html');
    expect([header(page, 'ETag'), header(page, 'Last-Modified')]).toEqual([undefined, undefined]);
    expect(page.body).toContain('<script n="1" ');
    // A client that sends the file's own validators still gets a 304 (they are checked first).
    expect(at(m, '/index.html', { 'if-modified-since': lm }).status).toBe(304);
    const kept = model(
      `server { listen 443; root /srv; sub_filter a b; sub_filter_last_modified on; }`,
    );
    expect(header(at(kept, '/index.html'), 'ETag')).toMatch(/^W\/"/);
  });

  it('gzips listed types and HTML from gzip_min_length on, the ETag made weak', () => {
    const m = model(
      `server { listen 443; root /srv; gzip on; gzip_types application/javascript; gzip_vary on; }`,
    );
    const gz = { 'accept-encoding': 'gzip, deflate, br' };
    const a = at(m, '/a.js', gz);
    expect([header(a, 'Content-Encoding'), header(a, 'ETag'), header(a, 'Vary')]).toEqual([
      'gzip',
      `W/${tagA}`,
      'Accept-Encoding',
    ]);
    // Not accepted: the same Vary, no encoding; q=0 refuses.
    for (const h of [{}, { 'accept-encoding': 'gzip;q=0' }] as Record<string, string>[]) {
      const plain = at(m, '/a.js', h);
      expect([header(plain, 'Content-Encoding'), header(plain, 'Vary')]).toEqual([
        undefined,
        'Accept-Encoding',
      ]);
    }
    expect(header(at(m, '/index.html', gz), 'Content-Encoding')).toBe('gzip');
    // A HEAD gets the headers of the GET.
    expect(header(at(m, '/a.js', gz, 'HEAD'), 'Content-Encoding')).toBe('gzip');
    // Too short (20 bytes by default), a type not listed, a 304: not compressed.
    for (const r of [
      at(m, '/b.js', gz),
      at(m, '/c.txt', gz),
      at(m, '/a.js', { ...gz, 'if-none-match': tagA }),
    ])
      expect([header(r, 'Content-Encoding'), header(r, 'Vary')]).toEqual([undefined, undefined]);
    // Without gzip_vary, no Vary.
    const quiet = model(`server { listen 443; root /srv; gzip on; }`);
    expect(header(at(quiet, '/index.html', gz), 'Vary')).toBeUndefined();
  });

  it('serves a deployment’s .gz with gzip_static, with its own validators', () => {
    const m = model(`server { listen 443; root /srv; gzip on; gzip_static on; gzip_vary on; }`);
    const z = at(m, '/z.js', { 'accept-encoding': 'gzip' });
    expect([z.body, header(z, 'Content-Encoding'), header(z, 'ETag'), header(z, 'Vary')]).toEqual([
      'gzipped-z',
      'gzip',
      '"6b06b1a0-9"',
      'Accept-Encoding',
    ]);
    const plain = at(m, '/z.js');
    expect([plain.body, header(plain, 'Content-Encoding'), header(plain, 'Vary')]).toEqual([
      files.get('/srv/z.js'),
      undefined,
      'Accept-Encoding',
    ]);
  });
});

describe('the production config', () => {
  const prod = loadProductionModel();
  const files = sampleFiles(
    prod,
    '<html><head><link rel="preload" as="script" href="/a.js"></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
  );
  const at = (url: string): NginxResponse => {
    const r = render(prod, { url }, { files, requestId: 'f00d' });
    if (!r) throw new Error(`no server for ${url}`);
    return r;
  };
  const directives = (r: NginxResponse) => parseCsp([header(r, 'Content-Security-Policy') ?? '']);

  it('answers pages with the shell, unknown pages 404 with the same shell', () => {
    for (const p of ['/', '/es/drive/all', '/FAQ', '/s/abc/def', '/index.html']) {
      const r = at(`https://${HOST}${p}`);
      expect([p, r.status]).toEqual([p, 200]);
      expect(r.body).toContain('<div id="root">');
    }
    const unknown = at(`https://${HOST}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect(header(unknown, 'Content-Security-Policy')).toBe(
      header(at(`https://${HOST}/`), 'Content-Security-Policy'),
    );
  });

  it('hands pages to the page service: its policy and body, nginx’s headers once each', () => {
    const asked: string[] = [];
    const service = pageService('<html><body><div id="root"><main>FAQ</main></div></body></html>');
    const r = render(
      prod,
      { url: `https://${HOST}/es/faq?x=1`, headers: { 'accept-encoding': 'gzip' } },
      {
        files,
        upstream: (req) => {
          asked.push(req.url);
          return service(req);
        },
      },
    )!;
    expect(asked).toEqual(['http://127.0.0.1:8600/es/faq?x=1']);
    expect(r.status).toBe(200);
    expect(r.body).toContain('<main>FAQ</main>');
    const lower = r.headers.map(([n]) => n.toLowerCase());
    for (const h of [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cache-control',
      'content-security-policy',
      'cross-origin-resource-policy',
    ])
      expect([h, lower.filter((n) => n === h).length]).toEqual([h, 1]);
    expect(header(r, 'Cache-Control')).toBe('no-cache');
    // The service's policy: its nonce, its report collector, no loopback on this page.
    const csp = directives(r);
    expect([...csp.get('script-src')!]).toEqual(["'nonce-pageservice0'", "'strict-dynamic'"]);
    expect([...csp.get('connect-src')!].some((s) => s.startsWith('http://127'))).toBe(false);
    expect(header(r, 'Content-Security-Policy')).toContain(
      'report-uri https://csp.cumulus.example/report',
    );
  });

  it('never asks the page service for a path no route answers; answers the shell when it is down', () => {
    let asked = 0;
    const upstream = (): UpstreamAnswer => {
      asked += 1;
      return 'down';
    };
    const unknown = render(prod, { url: `https://${HOST}/no-such-page` }, { files, upstream })!;
    expect([unknown.status, asked]).toEqual([404, 0]);
    const down = render(prod, { url: `https://${HOST}/faq` }, { files, upstream })!;
    expect([down.status, asked]).toEqual([200, 1]);
    expect(down.body).toContain('<div id="root">');
    expect(header(down, 'Content-Security-Policy')).toContain("'nonce-");
  });

  it('puts the CSP nonce on every script of the shell', () => {
    const r = at(`https://${HOST}/`);
    expect(r.body).toContain('<script nonce="f00d" defer');
    expect(r.body).toContain('<link rel="preload" as="script" nonce="f00d" ');
    expect([...directives(r).get('script-src')!]).toEqual(["'nonce-f00d'", "'strict-dynamic'"]);
  });

  it('keeps the caching rules: hashed files immutable, entries and misses no-cache', () => {
    const cache = (url: string) => header(at(url), 'Cache-Control');
    const immutable = 'public, max-age=31536000, immutable';
    expect(cache(`https://${HOST}${SAMPLE.hostChunk}`)).toBe(immutable);
    expect(cache(`https://${STATIC}${SAMPLE.remoteChunk}`)).toBe(immutable);
    for (const url of [
      `https://${HOST}/`,
      `https://${HOST}/no-such-page`,
      `https://${HOST}/registry.json`,
      `https://${HOST}/main.js`,
      `https://${HOST}${SAMPLE.missingChunk}`,
      `https://${STATIC}${SAMPLE.remoteEntry}`,
    ])
      expect([url, cache(url)]).toEqual([url, 'no-cache']);
  });

  it('answers a missing chunk 404, never the shell', () => {
    const r = at(`https://${HOST}${SAMPLE.missingChunk}`);
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('<div id="root">');
  });

  it('redirects http to https on the same host, path and query kept', () => {
    for (const host of [HOST, STATIC]) {
      const r = at(`http://${host}/a/b?c=1`);
      expect([r.status, header(r, 'Location')]).toEqual([301, `https://${host}/a/b?c=1`]);
    }
  });

  it('lets the host load remotes (CORS for the host origin only)', () => {
    const r = at(`https://${STATIC}${SAMPLE.remoteEntry}`);
    expect(header(r, 'Access-Control-Allow-Origin')).toBe(`https://${HOST}`);
    expect(header(r, 'Cross-Origin-Resource-Policy')).toBe('cross-origin');
  });

  it('allows framing by a known parent named in the URL, nobody else', () => {
    const fa = (q: string) => [...directives(at(`https://${HOST}/${q}`)).get('frame-ancestors')!];
    expect(fa('')).toEqual(["'self'"]);
    expect(fa('?origin=https://partner.cumulus.example')).toEqual([
      "'self'",
      'https://partner.cumulus.example',
    ]);
    expect(fa('?origin=https://evil.example')).toEqual(["'self'"]);
  });

  it('allows the loopback origins on the desktop sign-in page load only', () => {
    const connect = (q: string) => [...directives(at(`https://${HOST}/${q}`)).get('connect-src')!];
    expect(connect('').some((s) => s.startsWith('http:'))).toBe(false);
    expect(connect('?from_source=pc_client&port=1f9a')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']),
    );
    expect(connect('?from_source=pc_client').some((s) => s.startsWith('http:'))).toBe(false);
    expect(connect('?from_source=other&port=1f9a').some((s) => s.startsWith('http:'))).toBe(false);
  });

  it('revalidates entries with 304 (security headers kept), hashed files stay immutable', () => {
    for (const url of [
      `https://${HOST}/main.js`,
      `https://${HOST}/registry.json`,
      `https://${HOST}${SAMPLE.hostChunk}`,
      `https://${STATIC}${SAMPLE.remoteEntry}`,
      `https://${STATIC}${SAMPLE.remoteChunk}`,
    ]) {
      const first = render(prod, { url, headers: { 'accept-encoding': 'gzip' } }, { files })!;
      const etag = header(first, 'ETag');
      const lastModified = header(first, 'Last-Modified');
      expect([url, first.status, Boolean(etag), Boolean(lastModified)]).toEqual([
        url,
        200,
        true,
        true,
      ]);
      for (const conditional of [
        { 'if-none-match': etag! },
        { 'if-modified-since': lastModified! },
      ] as Record<string, string>[]) {
        const again = render(prod, { url, headers: conditional }, { files })!;
        expect([url, again.status, again.body]).toEqual([url, 304, '']);
        expect(header(again, 'Cache-Control')).toBe(header(first, 'Cache-Control'));
        for (const h of [
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'Content-Security-Policy',
          'Cross-Origin-Resource-Policy',
        ])
          expect([url, h, header(again, h)]).toEqual([url, h, header(first, h)]);
      }
    }
  });

  it('never revalidates the shell (its nonce changes), even against the file’s own validators', () => {
    const withGz = new Map([...files, ['/srv/cumulus/host/current/index.html.gz', 'gzipped']]);
    for (const p of ['/', '/es/drive/all', '/no-such-page']) {
      for (const headers of [
        {},
        { 'if-none-match': '*' },
        { 'if-modified-since': 'Wed, 25 Nov 2026 10:00:00 GMT', 'accept-encoding': 'gzip' },
      ] as Record<string, string>[]) {
        const r = render(
          prod,
          { url: `https://${HOST}${p}`, headers },
          { files: withGz, requestId: 'f00d' },
        )!;
        expect([p, r.status]).toEqual([p, p === '/no-such-page' ? 404 : 200]);
        expect([p, header(r, 'ETag'), header(r, 'Last-Modified')]).toEqual([
          p,
          undefined,
          undefined,
        ]);
        // A deployment's precompressed index.html.gz is not sent: sub_filter needs the text.
        expect(r.body).toContain('<script nonce="f00d" ');
      }
    }
  });

  it('gzips HTML, JSON and JS on both origins, with Vary: Accept-Encoding', () => {
    const gz = { 'accept-encoding': 'gzip' };
    const long = new Map([...files].map(([k, v]) => [k, v.length < 20 ? v.padEnd(40, ' ') : v]));
    for (const url of [
      `https://${HOST}/`,
      `https://${HOST}/no-such-page`,
      `https://${HOST}/registry.json`,
      `https://${HOST}/main.js`,
      `https://${STATIC}${SAMPLE.remoteEntry}`,
    ]) {
      const r = render(prod, { url, headers: gz }, { files: long })!;
      expect([url, header(r, 'Content-Encoding'), header(r, 'Vary')]).toEqual([
        url,
        'gzip',
        'Accept-Encoding',
      ]);
    }
  });

  it('sends the policy of infra/serve/csp.ts (the e2e suite runs under it)', () => {
    const api = [
      'https://api.cumulus.example',
      'https://api2.cumulus.example',
      'https://api3.cumulus.example',
    ];
    const local = parseCsp([
      contentSecurityPolicy({
        nonce: 'f00d',
        apiOrigins: api,
        remoteOrigins: [`https://${STATIC}`],
        embeddingParents: ['https://partner.cumulus.example'],
        reportUri: 'https://csp.cumulus.example/report',
      }),
    ]);
    const prod = directives(
      at(`https://${HOST}/?from_source=pc_client&port=1f9a&origin=https://partner.cumulus.example`),
    );
    expect([...prod.keys()].sort()).toEqual([...local.keys()].sort());
    for (const [directive, sources] of local)
      expect([directive, prod.get(directive)]).toEqual([directive, sources]);
  });
});
